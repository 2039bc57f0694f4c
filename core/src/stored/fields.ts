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

/** Text; anything else reads as `fallback`. */
export const text = (fallback = '') => z.string().catch(fallback);

/** Non-empty text, or null (an empty string means "not given"). */
export const textOrNull = z
  .string()
  .nullable()
  .catch(null)
  .transform((value) => (value === '' ? null : value));

/** A finite number; anything else reads as `fallback`. */
export const number = (fallback = 0) =>
  z
    .number()
    .refine((n) => Number.isFinite(n))
    .catch(fallback);

export const numberOrNull = z
  .number()
  .refine((n) => Number.isFinite(n))
  .nullable()
  .catch(null);

/** true only when stored as true. */
export const flag = z.boolean().catch(false);

/** One of `values`, or null. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().catch(null);

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
