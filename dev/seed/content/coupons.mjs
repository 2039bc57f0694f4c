// Cupons de demonstração (`coupons/{CODIGO}`): o GN10 da especificação como um cupom comum
// (10 % em qualquer evento, sem limite), um valor fixo com usos contados para um evento e um
// cupom vencido, para a lista do admin e a caixa de cupom mostrarem cada caso.
// Datas: { dias, hora } relativos a hoje, horário de São Paulo (como em events.mjs).

export const COUPONS = [
  {
    codigo: 'GN10',
    descricao: 'Cupom da casa: 10% em qualquer evento',
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
  },
  {
    codigo: 'NORDESTE50',
    descricao: 'R$ 50 no ingresso Profissional da Conferência Nordeste Digital (100 usos, 1 por conta)',
    tipo: 'valor',
    percentual: null,
    valor_centavos: 5000,
    valido_de: { dias: -5, hora: '09:00' },
    valido_ate: { dias: 45, hora: '23:59' },
    usos_max: 100,
    usos_por_conta: 1,
    eventos: ['evt-nordeste-digital'],
    opcoes: ['pt-conferencia/profissional'],
    ativo: true,
  },
  {
    codigo: 'CARNAVAL25',
    descricao: 'Promoção de carnaval (encerrada)',
    tipo: 'percentual',
    percentual: 25,
    valor_centavos: null,
    valido_de: { dias: -40, hora: '00:00' },
    valido_ate: { dias: -10, hora: '23:59' },
    usos_max: 500,
    usos_por_conta: 2,
    eventos: [],
    opcoes: [],
    ativo: true,
  },
];
