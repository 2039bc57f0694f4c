// Firestore value helpers for the admin screens (Timestamp → Date, safe field reads).
import { Timestamp } from 'firebase/firestore';

/** A Firestore Timestamp (or Date) → Date; anything else → null. */
export function toDateOrNull(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The signed-in admin's uid, stamped as updated_by on every audited write (firestore.rules). */
export function requireUid(uid: string | undefined | null): string {
  if (!uid) throw new Error('Sessão expirada: entre novamente.');
  return uid;
}
