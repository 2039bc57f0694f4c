// The panel's server-rendered first paint (what the static page shows before hydration), rendered
// as the site renders it: on Preact, with `react` resolving to preact/compat (astro.config.mjs).
import { h } from 'preact';
import { renderToStaticMarkup } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import TicketPanel, { type TicketPanelProps } from './TicketPanel';

// Its aliases, for this file's module graph (the JSX transform imports one runtime or the other).
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

const props: TicketPanelProps = {
  event: {
    id: 'evt-1',
    titulo: 'Show',
    slug: 'show',
    local: 'Teatro, São Paulo - SP',
    data_inicio: '2027-03-01T23:00:00.000Z',
    status_inscricoes: 'abertas',
    mostrar_estoque: true,
    max_por_pedido: 6,
    ingresso_nominal: false,
    lotes: [],
  },
  tables: [
    {
      id: 'pt-pista',
      nome: 'Pista',
      descricao: 'Em pé',
      itens: [
        { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
        { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
      ],
    },
  ],
  builtAt: Date.parse('2027-01-01T12:00:00Z'),
  buildStock: { disponivel: 100, meia_total: 40, meia_disponivel: 37 },
  payment: { feeRate: 0.1, installments: null },
  methods: { metodos: ['pix', 'card'], boleto_horas: 72 },
};

const render = (p: TicketPanelProps) => renderToStaticMarkup(h(TicketPanel, p));

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
    // R$ 60,00 + 10 % of service fee.
    expect(html).toContain('a partir de R$\u00a066,00');
    // Preact writes a true boolean attribute bare (`disabled`); not the `disabled:` of a class.
    expect(html).toMatch(/<button(?=[^>]*\sdisabled[\s>=])[^>]*>Comprar Ingresso<\/button>/);
    expect(html).not.toContain('ingressos disponíveis');
  });

  it('shows the meia-entrada figures the law asks for from the first paint, where quota meia is sold', () => {
    expect(render(props)).toContain('Meia-entrada: 37 de 40 disponíveis');
    const noQuota = props.tables.map((t) => ({ ...t, itens: t.itens.filter((i) => i.tipo !== 'meia') }));
    expect(render({ ...props, tables: noQuota })).not.toContain('Meia-entrada:');
  });

  it('shows the reason when registrations are closed or the event has started', () => {
    expect(render({ ...props, event: { ...props.event, status_inscricoes: 'encerradas' } })).toContain(
      'Inscrições encerradas',
    );
    expect(render({ ...props, builtAt: Date.parse('2027-03-02T00:00:00Z') })).toContain('Evento encerrado');
    expect(render({ ...props, buildStock: { disponivel: 0 } })).toContain('Esgotado');
  });

  it('names in the footer exactly the payment methods enabled (boleto only while it clears in time)', () => {
    expect(render(props)).toContain('Pagamento por PIX ou cartão. Preços com a taxa de serviço incluída.');
    expect(render({ ...props, methods: { metodos: ['pix', 'boleto'], boleto_horas: 72 } })).toContain(
      'Pagamento por PIX ou boleto.',
    );
    const all = {
      metodos: ['pix', 'card', 'boleto'],
      boleto_horas: 72,
    } satisfies TicketPanelProps['methods'];
    expect(render({ ...props, methods: all })).toContain('Pagamento por PIX, cartão ou boleto.');
  });
});
