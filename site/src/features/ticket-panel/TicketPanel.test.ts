// The panel's server-rendered first paint (what the static page shows before hydration).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TicketPanel, { type TicketPanelProps } from './TicketPanel';

const props: TicketPanelProps = {
  event: {
    id: 'evt-1',
    titulo: 'Show',
    slug: 'show',
    local: 'Teatro, São Paulo - SP',
    data_inicio: '2027-03-01T23:00:00.000Z',
    status_inscricoes: 'abertas',
    mostrar_estoque: true,
  },
  tables: [
    {
      id: 'pt-pista',
      nome: 'Pista',
      descricao: 'Em pé',
      itens: [
        { id: 'inteira', label: 'Inteira', valor_centavos: 12000 },
        { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000 },
      ],
    },
  ],
  builtAt: Date.parse('2027-01-01T12:00:00Z'),
  buildDisponivel: 100,
};

const render = (p: TicketPanelProps) => renderToStaticMarkup(createElement(TicketPanel, p));

describe('TicketPanel first paint', () => {
  it("says 'Ingressos não disponíveis no momento' without price tables, and offers no button", () => {
    const html = render({ ...props, tables: [] });
    expect(html).toContain('Ingressos não disponíveis no momento');
    expect(html).not.toContain('Comprar Ingresso');
  });

  it("lists the types, starts with 'Comprar Ingresso' disabled and no stock figure (it is read live)", () => {
    const html = render(props);
    expect(html).toContain('Tipo de ingresso');
    expect(html).toContain('Pista');
    expect(html).toContain('a partir de R$\u00a060,00');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Comprar Ingresso<\/button>/);
    expect(html).not.toContain('ingressos disponíveis');
  });

  it('shows the reason when registrations are closed or the event has started', () => {
    expect(render({ ...props, event: { ...props.event, status_inscricoes: 'encerradas' } })).toContain(
      'Inscrições encerradas',
    );
    expect(render({ ...props, builtAt: Date.parse('2027-03-02T00:00:00Z') })).toContain('Evento encerrado');
    expect(render({ ...props, buildDisponivel: 0 })).toContain('Esgotado');
  });
});
