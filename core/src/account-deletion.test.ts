import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  anonymisedOrderFields,
  anonymisedTicketFields,
  blockerText,
  deletionBlockers,
  isRecentSignIn,
  type TicketForDeletion,
} from './account-deletion.ts';
import { accountDeletionSchema } from './schemas/account-deletion.ts';

const NOW = new Date('2026-11-26T20:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

const ticket = (over: Partial<TicketForDeletion> = {}): TicketForDeletion => ({
  orderId: 'abcdef123456',
  eventId: 'ev1',
  eventTitle: 'Show Futuro',
  eventStart: days(10),
  eventEnd: null,
  status: 'ativo',
  ...over,
});

describe('isRecentSignIn', () => {
  const seconds = (d: Date) => d.getTime() / 1000;
  it('accepts a sign-in of the last 5 minutes and refuses older or missing ones', () => {
    expect(isRecentSignIn(seconds(NOW) - 30, NOW)).toBe(true);
    expect(isRecentSignIn(seconds(NOW) - 300, NOW)).toBe(true);
    expect(isRecentSignIn(seconds(NOW) - 301, NOW)).toBe(false);
    expect(isRecentSignIn(undefined, NOW)).toBe(false);
    expect(isRecentSignIn(Number.NaN, NOW)).toBe(false);
    expect(isRecentSignIn(seconds(NOW) + 3600, NOW)).toBe(false);
  });
});

describe('deletionBlockers', () => {
  it('lists live tickets of events still to come, one line per order and event, counted', () => {
    const blockers = deletionBlockers([ticket(), ticket(), ticket({ status: 'pendente' })], [], NOW);
    expect(blockers).toEqual([
      {
        motivo: 'ingressos_futuros',
        evento: 'Show Futuro',
        data: days(10).toISOString(),
        ingressos: 3,
        pedido: 'abcdef12',
        order_id: 'abcdef123456',
      },
    ]);
  });

  it('lets past events, used, cancelled and refunded tickets go', () => {
    const tickets = [
      ticket({ eventStart: days(-3) }),
      ticket({ status: 'usado' }),
      ticket({ status: 'cancelado' }),
      ticket({ status: 'reembolsado' }),
    ];
    expect(deletionBlockers(tickets, [], NOW)).toEqual([]);
  });

  it('an event under way (started, not ended) still blocks', () => {
    const blockers = deletionBlockers([ticket({ eventStart: days(-0.1), eventEnd: days(0.2) })], [], NOW);
    expect(blockers).toHaveLength(1);
  });

  it('an order awaiting payment blocks; paid, cancelled and expired orders do not', () => {
    const orders = ['aguardando_pagamento', 'pago', 'cancelado', 'expirado'].map((status, i) => ({
      id: `order${i}xxxxxx`,
      status,
      eventTitle: 'Show',
      eventStart: days(5),
    }));
    const blockers = deletionBlockers([], orders, NOW);
    expect(blockers).toHaveLength(1);
    expect(blockers[0]).toMatchObject({ motivo: 'pedido_aguardando_pagamento', pedido: 'order0xx' });
  });

  it('each line reads in pt-BR', () => {
    const [line] = deletionBlockers([ticket(), ticket()], [], NOW);
    expect(blockerText(line!, () => '06/12/2026')).toBe(
      'Show Futuro (06/12/2026): 2 ingressos no pedido abcdef12',
    );
    const [waiting] = deletionBlockers(
      [],
      [{ id: 'zzzzzzzz99', status: 'aguardando_pagamento', eventTitle: 'Festa', eventStart: null }],
      NOW,
    );
    expect(blockerText(waiting!, () => '')).toBe('Festa: pedido zzzzzzzz aguardando pagamento');
  });
});

describe('anonymisedOrderFields', () => {
  it('replaces the buyer and the named holders, and keeps amounts and ids out of the change', () => {
    const order = {
      user_id: 'u1',
      total: 11000,
      comprador: { nome: 'Maria', email: 'm@x.com', cpf: '52998224725', telefone: '+5511987654321' },
      titulares: [
        { nome: 'Ana', cpf: '1' },
        { nome: 'Bia', cpf: '2' },
      ],
      items: [{ event_id: 'ev1', qnt: 2, preco: 5000 }],
    };
    const fields = anonymisedOrderFields(order, 'AT');
    expect(fields).toEqual({
      comprador: { nome: ANONYMOUS_NAME, email: null, cpf: null, telefone: null, endereco: null },
      titulares: [
        { nome: ANONYMOUS_NAME, cpf: null },
        { nome: ANONYMOUS_NAME, cpf: null },
      ],
      anonimizado_em: 'AT',
    });
    expect(fields).not.toHaveProperty('total');
    expect(fields).not.toHaveProperty('items');
  });

  it('a line naming holders keeps its shape with markers', () => {
    const fields = anonymisedOrderFields({ items: [{ qnt: 1, titular: 'Ana', titular_cpf: '1' }] }, 'AT');
    expect(fields.items).toEqual([{ qnt: 1, titular: ANONYMOUS_NAME, titular_cpf: null }]);
  });
});

describe('anonymisedTicketFields', () => {
  const handOver = (de: string, para: string | null) => ({
    em: 'T',
    de: { nome: `Nome ${de}`, user_id: de },
    para: { nome: `Nome ${para}`, email: `${para}@x.com`, user_id: para },
    serial_anterior: 'TKT-1',
  });

  it('a ticket the user holds loses its holder data', () => {
    const fields = anonymisedTicketFields(
      { user_id: 'u1', titular: 'Maria', titular_cpf: '1', titular_email: null },
      'u1',
      true,
      'AT',
    );
    expect(fields).toEqual({
      titular: ANONYMOUS_NAME,
      titular_cpf: null,
      titular_email: null,
      anonimizado_em: 'AT',
    });
  });

  it('a ticket handed to someone else keeps its holder; only the user side of the history changes', () => {
    const fields = anonymisedTicketFields(
      { user_id: 'u2', titular: 'Nome u2', transferencias: [handOver('u1', 'u2')] },
      'u1',
      true,
      'AT',
    );
    expect(fields).toEqual({
      transferencias: [{ ...handOver('u1', 'u2'), de: { nome: ANONYMOUS_NAME, user_id: 'u1' } }],
      anonimizado_em: 'AT',
    });
  });

  it('a ticket received and passed on: the user side as recipient goes, the others stay', () => {
    const fields = anonymisedTicketFields(
      { user_id: 'u3', transferencias: [handOver('u2', 'u1'), handOver('u1', 'u3')] },
      'u1',
      false,
      'AT',
    );
    expect(fields?.transferencias).toEqual([
      { ...handOver('u2', 'u1'), para: { nome: ANONYMOUS_NAME, email: null, user_id: 'u1' } },
      { ...handOver('u1', 'u3'), de: { nome: ANONYMOUS_NAME, user_id: 'u1' } },
    ]);
    expect(fields).not.toHaveProperty('titular');
  });

  it('nothing of the user: null', () => {
    expect(anonymisedTicketFields({ user_id: 'u2', transferencias: [] }, 'u1', false, 'AT')).toBeNull();
  });
});

describe('accountDeletionSchema', () => {
  it('wants EXCLUIR typed (case and spaces forgiven)', () => {
    expect(accountDeletionSchema.safeParse({ confirmacao: 'EXCLUIR' }).success).toBe(true);
    expect(accountDeletionSchema.safeParse({ confirmacao: ' excluir ' }).success).toBe(true);
    const wrong = accountDeletionSchema.safeParse({ confirmacao: 'sim' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Digite EXCLUIR para confirmar');
    expect(accountDeletionSchema.safeParse({}).success).toBe(false);
  });
});
