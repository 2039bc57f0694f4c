// The trigger behind pass-updates.ts: a ticket whose status or serial changed (cancelled,
// refunded, transferred, used) tells the wallets holding its pass.
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../firebase.ts';
import { announcePassChange, passChanged } from './pass-updates.ts';

export const walletPassUpdates = onDocumentUpdated(
  { document: 'tickets/{ticketId}', region: 'southamerica-east1' },
  async (event) => {
    const before = event.data?.before.data();
    if (!passChanged(before, event.data?.after.data())) return;
    try {
      await announcePassChange(db(), event.params.ticketId, before);
    } catch (error) {
      // The phones still see the change when they refresh the pass; a retry would only log twice.
      logger.error(`Carteira: falha ao avisar a mudança do ingresso ${event.params.ticketId}`, error);
    }
  },
);
