// The outbox sender's dispatch, with mail off (no mailer): each kind reaches its builder, a message
// without what its kind needs and a kind with no builder settle as 'falhou', never throw.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../outbox/outbox.ts';
import { deliverMessage } from './deliver-outbox.ts';

// Never touched: with no mailer every builder stops before reading anything.
const firestore = {} as Firestore;
const base: OutboxMessage = {
  tipo: 'cancelamento',
  order_id: 'pedido-1',
  para: null,
  ticket_id: null,
  aguardada: false,
  estado: 'pendente',
};

describe('deliverMessage', () => {
  it("answers each builder's outcome: not sent with mail off", async () => {
    const failed = { estado: 'falhou', motivo: null, enviado_para: null };
    expect(await deliverMessage(firestore, base, null)).toEqual(failed);
    expect(await deliverMessage(firestore, { ...base, tipo: 'lista_espera', espera_id: 'e1' }, null)).toEqual(
      failed,
    );
    expect(
      await deliverMessage(
        firestore,
        { ...base, tipo: 'verificacao', uid: 'u1', para: 'a@example.com' },
        null,
      ),
    ).toEqual(failed);
    expect(
      await deliverMessage(
        firestore,
        { ...base, tipo: 'transferencia', ticket_id: 't1', para: 'a@example.com' },
        null,
      ),
    ).toEqual(failed);
    // The resend reports why, for the route's answer.
    expect(await deliverMessage(firestore, { ...base, tipo: 'ingressos_reenviados' }, null)).toEqual({
      estado: 'falhou',
      motivo: 'not_configured',
      enviado_para: null,
    });
  });

  it("settles as 'falhou' a message its kind cannot send, and a kind no use case records", async () => {
    const broken = { estado: 'falhou', motivo: 'erro', enviado_para: null };
    expect(await deliverMessage(firestore, { ...base, order_id: null }, null)).toEqual(broken);
    expect(await deliverMessage(firestore, { ...base, tipo: 'lista_espera' }, null)).toEqual(broken);
    expect(
      await deliverMessage(firestore, { ...base, tipo: 'transferencia', ticket_id: 't1' }, null),
    ).toEqual(broken);
    expect(await deliverMessage(firestore, { ...base, tipo: 'lembrete' }, null)).toEqual(broken);
  });
});
