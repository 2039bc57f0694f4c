// What changed between two versions of a document, as stored in an audit_log entry. Pure (no
// Firebase import), so it is unit-tested; Firestore Timestamps are recognised by their isEqual().

export type AuditAction = 'create' | 'update' | 'delete';

export type Data = Record<string, unknown>;

/** field → { before, after } for the changed fields only; a missing side is null. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Fields never listed: they change on every write and say nothing (who wrote is actor_uid). */
export const IGNORED_FIELDS: ReadonlySet<string> = new Set(['updated_at', 'updated_by']);

/** Long texts (descriptions, news bodies) are cut to this many characters in the log. */
export const MAX_STRING = 300;
/** Long lists keep this many items. */
export const MAX_ITEMS = 50;

interface Comparable {
  isEqual(other: unknown): boolean;
}

function isComparable(value: unknown): value is Comparable {
  return typeof value === 'object' && value !== null && typeof (value as Comparable).isEqual === 'function';
}

function isPlainObject(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Deep equality for Firestore values (maps, arrays, Timestamps, GeoPoints, primitives). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (isComparable(a)) return isComparable(b) && a.isEqual(b);
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => valuesEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!valuesEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** A value made small enough for the log: long strings cut (with '…'), long lists shortened. */
export function truncateValue(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (depth > 5) return null;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => truncateValue(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… +${value.length - MAX_ITEMS}`);
    return items;
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncateValue(v, depth + 1)]));
  }
  return value; // numbers, booleans, Timestamps, ...
}

export function actionOf(before: Data | undefined, after: Data | undefined): AuditAction | null {
  if (!before && after) return 'create';
  if (before && after) return 'update';
  if (before && !after) return 'delete';
  return null;
}

/**
 * The changed fields between `before` and `after` (either may be undefined: create / delete),
 * ignoring IGNORED_FIELDS, values truncated. Sorted by field name for a stable display.
 */
export function diffDocuments(before: Data | undefined, after: Data | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const b = before?.[key];
    const a = after?.[key];
    if (valuesEqual(b, a)) continue;
    // A field absent on one side and null on the other is no change worth logging.
    if ((b === undefined || b === null) && (a === undefined || a === null)) continue;
    changes[key] = { before: truncateValue(b ?? null), after: truncateValue(a ?? null) };
  }
  return changes;
}
