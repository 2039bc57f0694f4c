import { describe, expect, it } from 'vitest';
import { inboxRow, overdueCount, type InboxMessage } from './contact-model';

const now = new Date('2026-11-29T12:00:00Z');
const day = 86_400_000;

function message(over: Partial<InboxMessage>): InboxMessage {
  return {
    id: 'm1',
    nome: 'Maria',
    email: 'maria@example.com',
    mensagem: 'Olá! O evento tem acessibilidade?',
    created_at: new Date(now.getTime() - 3 * day),
    lida: false,
    respondida_em: null,
    respondida_por: null,
    anonimizado_em: null,
    ...over,
  };
}

describe('contact inbox rows', () => {
  it('says how long a message has waited and that it is within the deadline', () => {
    expect(inboxRow(message({}), now)).toMatchObject({ waited: 'Recebida há 3 dias', overdue: false });
  });

  it('flags a message unanswered for more than 5 days, not an answered one', () => {
    const late = message({ created_at: new Date(now.getTime() - 6 * day) });
    expect(inboxRow(late, now).overdue).toBe(true);
    const answered = { ...late, respondida_em: new Date(now.getTime() - 2 * day) };
    expect(inboxRow(answered, now)).toMatchObject({ overdue: false, answeredAt: answered.respondida_em });
    expect(overdueCount([inboxRow(late, now), inboxRow(answered, now), inboxRow(message({}), now)])).toBe(1);
  });

  it('names an anonymised sender without their data', () => {
    expect(inboxRow(message({ nome: null, email: null }), now)).toMatchObject({
      nome: 'Remetente removido (LGPD)',
      email: null,
    });
  });
});
