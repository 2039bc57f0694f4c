// The field shapes every stored-document reader is built from (core/src/stored/*). A reader takes
// what Firestore handed over (unknown: a document from an older version, hand-edited in the
// console, or missing fields) and returns the typed document: each field either parses or falls
// back to its default, so one bad field never hides the rest and no screen or function crashes
// on it. Times come as Firestore Timestamps (Admin and web SDKs alike: objects with toDate()),
// Dates, or ISO strings in the browser's storage; all become a Date, or null.
import { z } from '../zod.ts';

/** The time a stored value stands for, or null when it holds none. */
export function readTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (
    value !== null &&
    typeof value === 'object' &&
    'toDate' in value &&
    typeof value.toDate === 'function'
  ) {
    const date: unknown = value.toDate();
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
  }
  if (typeof value === 'string' && value !== '') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** A map, or the empty map in place of anything else (so a nested reader sees its defaults). */
export function plainMap(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export const time = z.unknown().optional().transform(readTime);

// Each field is read by a transform over any value rather than a parse with .catch(): a missing
// field (the usual case for optional ones) would otherwise build a zod issue just to throw it away,
// which made reading 20,000 orders for a CSV export take seconds in the browser (zod runs jitless
// there: the CSP forbids eval).
const anyValue = z.unknown().optional();
const isText = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Any stored value read by `read` (for a field with a rule of its own). */
export const anyValueOf = <T>(read: (value: unknown) => T) => anyValue.transform(read);

/** A stored Timestamp kept whole, as the SDK handed it: for a query cursor, where its nanoseconds count. */
export interface Stamp {
  toMillis(): number;
  toDate(): Date;
}
const isStamp = (value: unknown): value is Stamp =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Partial<Stamp>).toMillis === 'function' &&
  typeof (value as Partial<Stamp>).toDate === 'function';

/** A stored Timestamp as it is (not a Date: see Stamp), or null. */
export const stamp = anyValue.transform((value) => (isStamp(value) ? value : null));

/** Text; anything else reads as `fallback`. */
export const text = (fallback = '') => anyValue.transform((value) => (isText(value) ? value : fallback));

/** Non-empty text, or null (an empty string means "not given"). */
export const textOrNull = anyValue.transform((value) => (isText(value) && value !== '' ? value : null));

/** A finite number; anything else reads as `fallback`. */
export const number = (fallback = 0) =>
  anyValue.transform((value) => (isFiniteNumber(value) ? value : fallback));

export const numberOrNull = anyValue.transform((value) => (isFiniteNumber(value) ? value : null));

/** Text as stored, '' included, or null. */
export const textAsStored = anyValue.transform((value) => (isText(value) ? value : null));

/** true only when stored as true. */
export const flag = anyValue.transform((value) => value === true);

/** A boolean, or null when none is stored (a default applies). */
export const flagOrNull = anyValue.transform((value) => (value === true || value === false ? value : null));

/** Text read by `parse` (a status under any of its names): its canonical value, or null. */
export const parsedText = <T>(parse: (raw: string | null) => T | null) => textOrNull.transform(parse);

/** One of `values`, or null. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  anyValue.transform((value) => values.find((v): v is T[number] => v === value) ?? null);

/** One of `values`, or `fallback`. */
export const oneOfOr = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  anyValue.transform((value): T[number] => values.find((v) => v === value) ?? fallback);

/** A nested map read by `shape` (a missing or broken map reads as all defaults). */
export const map = <S extends z.ZodRawShape>(shape: S) => z.preprocess(plainMap, z.object(shape));

/** A nested map read by `shape`, or null when none is stored. */
export const mapOrNull = <S extends z.ZodRawShape>(shape: S) => {
  const inner = z.object(shape);
  return z
    .unknown()
    .optional()
    .transform((value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? inner.parse(value) : null,
    );
};

/** A list whose entries are each read by `entry`; a stored non-list reads as []. */
export const list = <T extends z.ZodType>(entry: T) =>
  z
    .unknown()
    .optional()
    .transform((value): z.output<T>[] =>
      Array.isArray(value) ? value.map((item) => entry.parse(plainMap(item))) : [],
    );

/** A list of text; other entries are dropped. */
export const textList = z
  .unknown()
  .optional()
  .transform((value) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
  );

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
export type WithId<T> = T & { id: string };
