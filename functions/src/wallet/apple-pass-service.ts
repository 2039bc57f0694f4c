// Apple's pass web service ("Adding a Web Service to Update Passes"), behind the pass's
// webServiceURL: the phone registers for a pass's updates, asks which of its passes changed since
// a tag, and fetches the latest version. Every call about a pass carries
// `Authorization: ApplePass <authenticationToken>`, which only the pass itself holds.
import { timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { parsePassSerial, passAsIssued } from '@gn/core/wallet-pass';
import { renderApplePass } from './apple-pass.ts';
import { serialsOfDevice } from './apple-registrations.ts';
import { ticketForPass } from './pass-source.ts';
import { passAuthenticationToken, type AppleSigning } from './wallet-secrets.ts';

/** The pass's own token in 'ApplePass <token>', compared in constant time. */
export function applePassAuthorized(
  signing: AppleSigning,
  serial: string,
  header: string | undefined,
): boolean {
  const given = /^ApplePass\s+(\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = Buffer.from(passAuthenticationToken(signing, serial));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type LatestPass =
  | { state: 'not_found' }
  | { state: 'not_modified'; lastModified: Date }
  | { state: 'pass'; body: Buffer; lastModified: Date; voided: boolean };

/** HTTP dates have whole seconds: compare at that precision. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The pass as it is now (voided when its ticket was cancelled or handed on), or 304 / 404. */
export async function latestApplePass(
  db: Firestore,
  signing: AppleSigning,
  serial: string,
  o: { webServiceURL: string; ifModifiedSince: Date | null },
): Promise<LatestPass> {
  const named = parsePassSerial(serial);
  if (!named) return { state: 'not_found' };
  const found = await ticketForPass(db, named.ticketId);
  if (!found) return { state: 'not_found' };
  const lastModified = found.updatedAt;
  if (o.ifModifiedSince && seconds(lastModified) <= seconds(o.ifModifiedSince)) {
    return { state: 'not_modified', lastModified };
  }
  const { pass, voided } = passAsIssued(found.ticket, found.lists, named.codigoSerial);
  const body = await renderApplePass(pass, { signing, webServiceURL: o.webServiceURL, voided });
  return { state: 'pass', body, lastModified, voided };
}

/**
 * The device's passes changed after `since` (a tag we gave: the newest change in ms), and the new
 * tag; null when none changed (Apple: 204).
 */
export async function updatedSerials(
  db: Firestore,
  device: string,
  passTypeIdentifier: string,
  since: number | null,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const serials = await serialsOfDevice(db, device, passTypeIdentifier);
  const named = serials.flatMap((serial) => {
    const parsed = parsePassSerial(serial);
    return parsed ? [{ serial, ticketId: parsed.ticketId }] : [];
  });
  if (named.length === 0) return null;
  const refs = [...new Set(named.map((n) => n.ticketId))].map((id) => db.doc(`tickets/${id}`));
  const snaps = await db.getAll(...refs);
  const changedAt = new Map(snaps.map((snap) => [snap.id, snap.updateTime?.toMillis() ?? 0]));
  const changed = named.filter((n) => (changedAt.get(n.ticketId) ?? 0) > (since ?? -1));
  if (changed.length === 0) return null;
  const newest = Math.max(...changed.map((n) => changedAt.get(n.ticketId) ?? 0));
  return { serialNumbers: changed.map((n) => n.serial), lastUpdated: String(newest) };
}
