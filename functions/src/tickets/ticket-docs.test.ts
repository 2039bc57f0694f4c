import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ticketDocs, type EventForTickets, type OrderForTickets } from './ticket-docs.ts';

const order = {
  user_id: 'u1',
  comprador: { nome: 'Ana Souza', email: 'ana@example.com', cpf: '12345678909', telefone: '' },
  items: [{ event_id: 'ev1', tipo_ingresso: 'Inteira', tipo_preco: 'inteira', qnt: 2, preco: 5000 }],
} as unknown as OrderForTickets;
const event: EventForTickets = {
  titulo: 'Show',
  data_inicio: Timestamp.fromDate(new Date('2027-03-05T23:00:00Z')),
  local: 'Arena',
  capa_url: null,
};

describe('ticketDocs: the event snapshot', () => {
  it("copies the event's age rating and rule for minors (the PDF prints them)", () => {
    const docs = ticketDocs(
      'o1',
      order,
      { ...event, classificacao_indicativa: '16', regra_menores: 'Menores de 16 com os pais' },
      new Date(),
      'k',
    );
    expect(docs).toHaveLength(2);
    expect(docs[0]!.data.evento).toMatchObject({
      titulo: 'Show',
      classificacao_indicativa: '16',
      regra_menores: 'Menores de 16 com os pais',
    });
  });

  it('states none for an event without a rating (or with a broken one)', () => {
    for (const rating of [undefined, null, '15']) {
      const [first] = ticketDocs(
        'o1',
        order,
        { ...event, classificacao_indicativa: rating },
        new Date(),
        'k',
      );
      expect(first!.data.evento).toMatchObject({ classificacao_indicativa: null, regra_menores: null });
    }
  });
});
