// Object names for uploads: the folder prefix, a timestamp and random hex, so names never collide.
import { randomBytes } from 'node:crypto';

/** Unique, unguessable-enough name: the timestamp keeps them sortable, the random part unique. */
export function uploadName(prefix: string, extension: 'jpg' | 'png' = 'jpg'): string {
  return `${uploadStem(prefix)}.${extension}`;
}

/** The name without its extension, for names that carry more (core/src/cover-copies.ts). */
export function uploadStem(prefix: string): string {
  return `${prefix}${Date.now()}-${randomBytes(6).toString('hex')}`;
}
