// Sends a waiting-list offer (waitlist-offer-mail.ts) to the account's e-mail. No mailer
// configured, no account or no offer: nothing sent.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
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
  const entry = (await db.doc(`waitlist/${entryId}`).get()).data();
  const offer = entry?.oferta as { quantidade: number; expira_em: Timestamp } | null | undefined;
  if (!entry || !offer) return false;
  const [event, to] = await Promise.all([
    db.doc(`events/${String(entry.event_id)}`).get(),
    accountEmail(String(entry.uid)),
  ]);
  const data = event.data();
  if (!data || !to) return false;
  await mailer.send(
    buildWaitlistOfferMail({
      to,
      nome: String(entry.nome),
      quantity: offer.quantidade,
      endsAt: offer.expira_em.toDate(),
      event: {
        titulo: String(data.titulo),
        slug: String(data.slug),
        data_inicio: (data.data_inicio as Timestamp).toDate(),
        local: String(data.local),
      },
      siteUrl: siteUrlFromEnv(),
    }),
  );
  return true;
}
