// Coupon screens: reais and blank limits ↔ the API's centavos and nulls, the resolver's errors on
// the form's fields, the scope's options, the list's labels and filters, and the CSV rows.
import { describe, expect, it } from 'vitest';
import type { CouponListRow } from '@gn/core/coupons';
import { COUPON_FORM_DEFAULTS, couponFormSchema, type CouponFormValues } from '@gn/core/schemas/coupon';
import { coreResolver } from '../../lib/core-resolver';
import {
  COUPON_NO_EVENT_MESSAGE,
  couponErrorPath,
  couponExtraIssues,
  couponFieldsToInput,
  couponFormToFields,
  inputToCount,
  type CouponFields,
} from './coupon-form-model';
import {
  keepOfferedOptions,
  scopeEventChoices,
  scopeOptions,
  upcomingFirst,
  type ScopeEvent,
  type ScopeTable,
} from './coupon-scope-model';
import {
  COUPON_CSV_HEADER,
  couponCsvRows,
  discountLabel,
  eventsLabel,
  filterCoupons,
  limitLabel,
  parseCouponStatusFilter,
  usesLabel,
  validityLabel,
} from './coupon-list-model';

const resolver = coreResolver<CouponFields, CouponFormValues>(couponFormSchema, {
  toInput: couponFieldsToInput,
  mapPath: couponErrorPath,
  extraIssues: couponExtraIssues,
});

async function resolve(fields: CouponFields) {
  return resolver(fields, undefined, { fields: {}, shouldUseNativeValidation: false });
}

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

const NORDESTE: CouponFormValues = {
  codigo: 'NORDESTE50',
  descricao: 'R$ 50 no Profissional',
  tipo: 'valor',
  percentual: null,
  valor_centavos: 5000,
  valido_de: '2026-03-01T09:00',
  valido_ate: '2026-12-10T23:59',
  usos_max: 100,
  usos_por_conta: 1,
  eventos: ['evt-nordeste-digital'],
  opcoes: ['pt-conferencia/profissional'],
  ativo: true,
};

function row(over: Partial<CouponListRow> = {}): CouponListRow {
  return {
    codigo: 'GN10',
    descricao: 'Cupom da casa',
    tipo: 'percentual',
    percentual: 10,
    valor_centavos: null,
    valido_de: null,
    valido_ate: null,
    usos_max: null,
    usos_por_conta: null,
    eventos: [],
    opcoes: [],
    ativo: true,
    status: 'ativo',
    stats: { reservados: 0, usados: 0, receita: 0, desconto: 0 },
    ...over,
  };
}

describe('form ⇄ API', () => {
  it('a new coupon starts as 10%, every event, active, without limits', () => {
    expect(couponFormToFields(COUPON_FORM_DEFAULTS)).toEqual({
      codigo: '',
      descricao: '',
      tipo: 'percentual',
      percentual: '10',
      valor: '',
      valido_de: '',
      valido_ate: '',
      usos_max: '',
      usos_por_conta: '',
      escopo: 'todos',
      eventos: [],
      opcoes: [],
      ativo: true,
    });
  });

  it('shows centavos as reais and comes back to the same values', async () => {
    const fields = couponFormToFields(NORDESTE);
    expect(fields).toMatchObject({ valor: '50.00', usos_max: '100', usos_por_conta: '1', escopo: 'eventos' });
    const { values, errors } = await resolve(fields);
    expect(errors).toEqual({});
    expect(values).toEqual(NORDESTE);
  });

  it('converts typed reais to centavos, blank limits to null, and upper-cases the code', async () => {
    const { values } = await resolve({
      ...couponFormToFields(COUPON_FORM_DEFAULTS),
      codigo: ' verao-20 ',
      tipo: 'valor',
      percentual: '15',
      valor: '20,5',
      usos_max: ' ',
    });
    expect(values).toMatchObject({
      codigo: 'VERAO-20',
      tipo: 'valor',
      percentual: null,
      valor_centavos: 2050,
      usos_max: null,
      usos_por_conta: null,
    });
  });

  it('drops the events and options when the scope is every event', () => {
    const input = couponFieldsToInput({ ...couponFormToFields(NORDESTE), escopo: 'todos' });
    expect(input).toMatchObject({ eventos: [], opcoes: [] });
  });

  it('reads typed counts', () => {
    expect(inputToCount('')).toBeNull();
    expect(inputToCount(' 3 ')).toBe(3);
    expect(inputToCount('2,5')).toBe(2.5);
    expect(inputToCount('abc')).toBeLessThan(0);
  });
});

describe('validation messages at the fields', () => {
  it('code, percentage and limits', async () => {
    const { errors } = await resolve({
      ...couponFormToFields(COUPON_FORM_DEFAULTS),
      codigo: 'ção',
      percentual: '150',
      usos_max: '0',
      usos_por_conta: '1.5',
    });
    expect(errors).toEqual({
      codigo: { type: 'validate', message: 'Código: de 3 a 30 letras sem acento, números, - ou _' },
      percentual: { type: 'validate', message: 'Percentual: um número inteiro de 1 a 100' },
      usos_max: {
        type: 'validate',
        message: 'Usos: um número inteiro de 1 a 1.000.000, ou vazio para sem limite',
      },
      usos_por_conta: {
        type: 'validate',
        message: 'Usos por conta: um número inteiro de 1 a 100, ou vazio para sem limite',
      },
    });
  });

  it('the end of the window after its start (checked once the fields are valid)', async () => {
    const { errors } = await resolve({
      ...couponFormToFields(COUPON_FORM_DEFAULTS),
      codigo: 'JANELA',
      valido_de: '2026-05-10T10:00',
      valido_ate: '2026-05-01T10:00',
    });
    expect(errors).toEqual({
      valido_ate: { type: 'validate', message: 'O fim da validade deve ser depois do início' },
    });
  });

  it('a fixed amount needs reais above zero, reported on the reais field', async () => {
    const base = { ...couponFormToFields(COUPON_FORM_DEFAULTS), codigo: 'FIXO', tipo: 'valor' as const };
    for (const valor of ['', '0', '-3', 'x']) {
      const { errors } = await resolve({ ...base, valor });
      expect(errors).toEqual({
        valor: { type: 'validate', message: 'Valor do desconto deve ser maior que zero' },
      });
    }
  });

  it('chosen events: at least one', async () => {
    const { errors } = await resolve({
      ...couponFormToFields(COUPON_FORM_DEFAULTS),
      codigo: 'EVENTO',
      escopo: 'eventos',
    });
    expect(errors).toEqual({ eventos: { type: 'validate', message: COUPON_NO_EVENT_MESSAGE } });
  });
});

describe('scope options', () => {
  const events: ScopeEvent[] = [
    { id: 'e1', titulo: 'Show', dataInicio: null, pricingTableIds: ['pista', 'vip'] },
    { id: 'e2', titulo: 'Feira', dataInicio: null, pricingTableIds: ['pista'] },
    { id: 'e3', titulo: 'Palestra', dataInicio: null, pricingTableIds: ['conf'] },
  ];
  const tables: ScopeTable[] = [
    { id: 'conf', nome: 'Conferência', itens: [{ id: 'pro', label: 'Profissional' }] },
    {
      id: 'pista',
      nome: 'Pista',
      itens: [
        { id: 'int', label: 'Inteira' },
        { id: 'meia', label: 'Meia' },
      ],
    },
    { id: 'vip', nome: 'VIP', itens: [{ id: 'int', label: 'Inteira' }] },
  ];

  it("lists the chosen events' tables once, as 'Tabela – Opção'", () => {
    expect(scopeOptions(['e1', 'e2'], events, tables)).toEqual([
      { key: 'pista/int', label: 'Pista – Inteira' },
      { key: 'pista/meia', label: 'Pista – Meia' },
      { key: 'vip/int', label: 'VIP – Inteira' },
    ]);
    expect(scopeOptions([], events, tables)).toEqual([]);
  });

  it('lists the events ticked at first before the others, keeping their order', () => {
    const ids = (opts: Parameters<typeof scopeEventChoices>[1]) =>
      scopeEventChoices(events, opts).listed.map((e) => e.id);
    expect(ids({ pinned: ['e3', 'e2'], ticked: ['e3', 'e2'], search: '' })).toEqual(['e2', 'e3', 'e1']);
    expect(ids({ pinned: [], ticked: [], search: '' })).toEqual(['e1', 'e2', 'e3']);
  });

  it('lists the matches of the search (accents ignored) up to the limit, and counts them all', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: `x${i}`, titulo: `Show ${i}` }));
    const found = scopeEventChoices([...many, { id: 'f', titulo: 'Festa Junina' }], {
      pinned: [],
      ticked: [],
      search: 'show',
    });
    expect(found.listed).toHaveLength(50);
    expect(found.matching).toBe(60);
    expect(scopeEventChoices(events, { pinned: [], ticked: [], search: 'PALÉS' }).listed).toEqual([
      events[2],
    ]);
    expect(scopeEventChoices(events, { pinned: [], ticked: [], search: 'nada' })).toEqual({
      listed: [],
      matching: 0,
    });
  });

  it('keeps an event ticked since the form opened listed when the search hides it', () => {
    const found = scopeEventChoices(events, { pinned: ['e1'], ticked: ['e1', 'e3'], search: 'feira' });
    expect(found.listed.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(found.matching).toBe(1);
  });

  it('orders upcoming events soonest first, then past ones latest first, then undated ones', () => {
    const at = (id: string, iso: string | null) => ({ id, dataInicio: iso ? new Date(iso) : null });
    const sorted = upcomingFirst(
      [
        at('past-old', '2026-01-01T12:00:00Z'),
        at('undated', null),
        at('later', '2027-03-01T12:00:00Z'),
        at('past-recent', '2026-11-01T12:00:00Z'),
        at('soon', '2026-12-01T12:00:00Z'),
      ],
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(sorted.map((e) => e.id)).toEqual(['soon', 'later', 'past-recent', 'past-old', 'undated']);
  });

  it('unticks the options no chosen event sells any more, keeps unknown keys', () => {
    const ticked = ['pista/int', 'vip/int', 'conf/pro', 'gone/x'];
    expect(keepOfferedOptions(ticked, ['e2', 'e3'], events, tables)).toEqual([
      'pista/int',
      'conf/pro',
      'gone/x',
    ]);
  });
});

describe('list labels', () => {
  it('discount', () => {
    expect(discountLabel(row())).toBe('10%');
    expect(nbsp(discountLabel(row({ tipo: 'valor', percentual: null, valor_centavos: 2000 })))).toBe(
      'R$ 20,00',
    );
  });

  it('validity in São Paulo time', () => {
    expect(validityLabel(row())).toBe('Sem prazo');
    expect(validityLabel(row({ valido_ate: '2026-12-11T02:59:00.000Z' }))).toBe('até 10/12/2026 23:59');
    expect(validityLabel(row({ valido_de: '2026-03-01T12:00:00.000Z' }))).toBe(
      'a partir de 01/03/2026 09:00',
    );
    expect(
      validityLabel(row({ valido_de: '2026-03-01T12:00:00.000Z', valido_ate: '2026-12-11T02:59:00.000Z' })),
    ).toBe('de 01/03/2026 09:00 até 10/12/2026 23:59');
  });

  it('uses, limits and reservations', () => {
    const stats = { reservados: 0, usados: 3, receita: 0, desconto: 0 };
    expect(usesLabel(row({ usos_max: 100, stats }))).toBe('3 de 100');
    expect(usesLabel(row({ stats }))).toBe('3');
    expect(usesLabel(row({ usos_max: 100, stats: { ...stats, reservados: 2, usados: 1 } }))).toBe(
      '3 de 100 (2 reservados)',
    );
    expect(usesLabel(row({ stats: { ...stats, reservados: 1, usados: 0 } }))).toBe('1 (1 reservado)');
    expect(limitLabel(null)).toBe('Ilimitado');
    expect(limitLabel(1000)).toBe('1.000');
  });

  it('events by title', () => {
    const titles = new Map([['e1', 'Show']]);
    expect(eventsLabel([], titles)).toBe('Todos os eventos');
    expect(eventsLabel(['e1', 'e9'], titles)).toBe('Show; e9');
  });
});

describe('list filters', () => {
  const rows = [
    row(),
    row({ codigo: 'NORDESTE50', descricao: 'Conferência' }),
    row({ codigo: 'CARNAVAL25', status: 'expirado' }),
  ];

  it('searches code and description, ignoring case and accents', () => {
    expect(filterCoupons(rows, { search: 'nordeste', status: 'todos' }).map((r) => r.codigo)).toEqual([
      'NORDESTE50',
    ]);
    expect(filterCoupons(rows, { search: 'conferencia', status: 'todos' })).toHaveLength(1);
  });

  it('filters by status; unknown values mean every status', () => {
    expect(filterCoupons(rows, { search: '', status: 'expirado' }).map((r) => r.codigo)).toEqual([
      'CARNAVAL25',
    ]);
    expect(parseCouponStatusFilter('esgotado')).toBe('esgotado');
    expect(parseCouponStatusFilter('toString')).toBe('todos');
    expect(parseCouponStatusFilter(null)).toBe('todos');
  });
});

describe('CSV', () => {
  it('one row per coupon, money in pt-BR reais', () => {
    const rows = couponCsvRows(
      [
        row({
          codigo: 'NORDESTE50',
          descricao: 'R$ 50',
          tipo: 'valor',
          percentual: null,
          valor_centavos: 5000,
          valido_de: '2026-03-01T12:00:00.000Z',
          valido_ate: '2026-12-11T02:59:00.000Z',
          usos_max: 100,
          usos_por_conta: 1,
          eventos: ['evt-nordeste-digital'],
          stats: { reservados: 2, usados: 3, receita: 123456, desconto: 15000 },
        }),
        row({ ativo: false, status: 'inativo' }),
      ],
      new Map([['evt-nordeste-digital', 'Conferência Nordeste Digital']]),
    );
    expect(rows[0]).toEqual(COUPON_CSV_HEADER);
    expect(rows[1]!.map((v) => (typeof v === 'string' ? nbsp(v) : v))).toEqual([
      'NORDESTE50',
      'R$ 50',
      'Valor fixo',
      'R$ 50,00',
      '01/03/2026 09:00',
      '10/12/2026 23:59',
      '100',
      '1',
      'Conferência Nordeste Digital',
      'Sim',
      'Ativo',
      2,
      3,
      '1.234,56',
      '150,00',
    ]);
    expect(rows[2]).toEqual([
      'GN10',
      'Cupom da casa',
      'Percentual',
      '10%',
      '',
      '',
      'Ilimitado',
      'Ilimitado',
      'Todos os eventos',
      'Não',
      'Desativado',
      0,
      0,
      '0,00',
      '0,00',
    ]);
  });
});
