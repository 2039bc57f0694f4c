// Sends a waiting-list offer (waitlist-offer-mail.ts) to the account's e-mail. No mailer
// configured, no account or no offer: nothing sent.
import { readWaitlistEntry } from '@gn/core/stored/waitlist';
import type { Firestore } from 'firebase-admin/firestore';
import { eventRef } from '../store/documents.ts';
import { WAITLIST } from '../waitlist/waitlist-store.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { accountEmail } from './account-email.ts';
import { buildWaitlistOfferMail } from './waitlist-offer-mail.ts';

/** True when the e-mail went out. */
export async function sendWaitlistOfferMail(
  db: Firestore,
  entryId: string,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<boolean> {
  if (!mailer) return false;
  const snap = await db.doc(`${WAITLIST}/${entryId}`).get();
  const entry = snap.exists ? readWaitlistEntry(snap.data()) : null;
  const endsAt = entry?.oferta?.expira_em;
  if (!entry?.oferta || !endsAt) return false;
  const [event, to] = await Promise.all([eventRef(db, entry.event_id).get(), accountEmail(entry.uid)]);
  const data = event.data();
  if (!data?.data_inicio || !to) return false;
  await mailer.send(
    buildWaitlistOfferMail({
      to,
      nome: entry.nome,
      quantity: entry.oferta.quantidade,
      endsAt,
      event: { titulo: data.titulo, slug: data.slug, data_inicio: data.data_inicio, local: data.local },
      siteUrl: siteUrlFromEnv(),
    }),
  );
  return true;
}
