// The contact inbox's rows as the screen shows them: how long each message has waited and whether
// it is past the SAC's 5-day deadline without an answer (core's sac.ts). Pure, unit-tested.
import { sacOverdue, waitedText } from '@gn/core/sac';
import type { StoredContactMessage } from '@gn/core/stored/contact';

export type InboxMessage = StoredContactMessage & { id: string };

export interface InboxRow {
  id: string;
  /** the sender's name, or 'Remetente removido (LGPD)' once anonymised */
  nome: string;
  email: string | null;
  mensagem: string;
  receivedAt: Date | null;
  /** 'Recebida há 3 dias' */
  waited: string;
  lida: boolean;
  answeredAt: Date | null;
  overdue: boolean;
}

export function inboxRow(message: InboxMessage, now: Date): InboxRow {
  return {
    id: message.id,
    nome: message.nome ?? 'Remetente removido (LGPD)',
    email: message.email,
    mensagem: message.mensagem,
    receivedAt: message.created_at,
    waited: message.created_at
      ? `Recebida ${waitedText(message.created_at, now)}`
      : 'Recebida em data desconhecida',
    lida: message.lida,
    answeredAt: message.respondida_em,
    overdue: sacOverdue(message.created_at, message.respondida_em, now),
  };
}

/** How many messages are past the deadline, for the heading's summary. */
export function overdueCount(rows: readonly InboxRow[]): number {
  return rows.filter((r) => r.overdue).length;
}
