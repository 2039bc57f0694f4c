// Document ids taken from URL paths: one Firestore could not hold is a 404, not a Firestore error.
import { isFirestoreId } from '@gn/core/schemas/fields';
import { ApiError } from './errors.ts';

/**
 * A document id taken from the URL path. One that Firestore could not hold names nothing: 404
 * with the resource's own message, before any read (see isFirestoreId).
 */
export function docIdParam(value: unknown, notFoundMessage: string, notFoundCode?: string): string {
  if (!isFirestoreId(value)) throw new ApiError('not_found', notFoundMessage, notFoundCode);
  return value;
}
