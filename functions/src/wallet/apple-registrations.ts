// Devices registered for a pass's updates (Apple's pass web service): `wallet_registrations/{id}`,
// written by the functions only, one document per device and pass (id: SHA-256 of both, as a
// device id is any text). docs/data-model.md lists the fields.
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export const WALLET_REGISTRATIONS = 'wallet_registrations';

export interface PassRegistration {
  device: string;
  passTypeIdentifier: string;
  serial: string;
  ticketId: string;
  pushToken: string;
}

function registrationId(device: string, passTypeIdentifier: string, serial: string): string {
  return createHash('sha256').update(`${device}\n${passTypeIdentifier}\n${serial}`).digest('hex');
}

const refOf = (db: Firestore, device: string, passType: string, serial: string) =>
  db.collection(WALLET_REGISTRATIONS).doc(registrationId(device, passType, serial));

/** Records the device for the pass; false when it already was (Apple: 200 instead of 201). */
export async function registerDevice(db: Firestore, r: PassRegistration): Promise<boolean> {
  const ref = refOf(db, r.device, r.passTypeIdentifier, r.serial);
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    tx.set(
      ref,
      {
        dispositivo: r.device,
        tipo_passe: r.passTypeIdentifier,
        serial: r.serial,
        ticket_id: r.ticketId,
        push_token: r.pushToken,
        atualizado_em: FieldValue.serverTimestamp(),
        ...(existing.exists ? {} : { registrado_em: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return !existing.exists;
  });
}

export async function unregisterDevice(
  db: Firestore,
  device: string,
  passTypeIdentifier: string,
  serial: string,
): Promise<void> {
  await refOf(db, device, passTypeIdentifier, serial).delete();
}

/** The serials the device registered for this pass type. */
export async function serialsOfDevice(
  db: Firestore,
  device: string,
  passTypeIdentifier: string,
): Promise<string[]> {
  const snap = await db.collection(WALLET_REGISTRATIONS).where('dispositivo', '==', device).get();
  return snap.docs
    .filter((doc) => doc.get('tipo_passe') === passTypeIdentifier)
    .map((doc) => String(doc.get('serial')));
}

/** The push tokens of the devices holding a pass of this ticket (any of its serials). */
export async function pushTokensOfTicket(db: Firestore, ticketId: string): Promise<string[]> {
  const snap = await db.collection(WALLET_REGISTRATIONS).where('ticket_id', '==', ticketId).get();
  return [...new Set(snap.docs.map((doc) => String(doc.get('push_token'))))];
}
