// Fixture documents shaped exactly as docs/data-model.md describes them.
// `valid*` builders return a complete, valid document; tests override single fields to break it.
import { Timestamp } from 'firebase/firestore';

type Data = Record<string, unknown>;

export const T0 = Timestamp.fromDate(new Date('2026-01-10T12:00:00Z'));
export const T1 = Timestamp.fromDate(new Date('2026-02-01T12:00:00Z'));
export const EVENT_DAY = Timestamp.fromDate(new Date('2026-06-20T22:00:00Z'));

/** Audited collections: created and last written at T0 by the admin (firestore.rules: stampedByCaller). */
const WRITTEN_BY_ADMIN = { created_at: T0, updated_at: T0, updated_by: 'admin-uid' };

export function validEvent(over: Data = {}): Data {
  return {
    titulo: 'Festival de Verão',
    slug: 'festival-de-verao',
    local: 'Arena São Paulo',
    descricao: '<p>Uma noite inesquecível.</p>',
    capa_url: 'https://example.com/events/capa.jpg',
    data_inicio: EVENT_DAY,
    data_fim: null,
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-pub'],
    category_table_ids: ['ct-pub'],
    taxa_servico: null,
    classificacao_indicativa: '16',
    seo_titulo: null,
    seo_descricao: null,
    ...WRITTEN_BY_ADMIN,
    ...over,
  };
}

export function validNews(over: Data = {}): Data {
  return {
    titulo: 'Ingressos à venda',
    slug: 'ingressos-a-venda',
    corpo: '<p>Corra!</p>',
    capa_url: null,
    status: 'publicado',
    autor_id: 'admin-uid',
    publicado_em: T0,
    seo_titulo: null,
    seo_descricao: null,
    ...WRITTEN_BY_ADMIN,
    ...over,
  };
}

export function validPricingTable(over: Data = {}): Data {
  return {
    nome: 'Pista',
    descricao: null,
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 10000 },
      { id: 'meia', label: 'Meia', valor_centavos: 5000 },
    ],
    ...WRITTEN_BY_ADMIN,
    ...over,
  };
}

export function validCategoryTable(over: Data = {}): Data {
  return {
    nome: 'Categorias',
    descricao: 'Faixas etárias',
    publicada: true,
    colunas: [
      { id: 'c1', nome: 'Categoria', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null },
      {
        id: 'c2',
        nome: 'Idade',
        tipo: 'multipla_escolha',
        opcoes: ['Adulto', 'Infantil'],
        ordem: 1,
        subdivisoes: [{ id: 's1', nome: 'Mínima' }],
      },
    ],
    ...WRITTEN_BY_ADMIN,
    ...over,
  };
}

export function validCategoryRow(over: Data = {}): Data {
  return {
    table_id: 'ct-pub',
    event_id: 'ev-pub',
    linha_ordem: 0,
    dados: { c1: 'Adulto', 'c2.s1': '18' },
    updated_at: T0,
    updated_by: 'admin-uid',
    ...over,
  };
}

export function validBanner(over: Data = {}): Data {
  return {
    imagem_url: 'https://example.com/banners/1.jpg',
    titulo: 'Festival de Verão',
    descricao: 'Garanta já o seu ingresso',
    ativo: true,
    ordem: 1,
    botao1_texto: 'Comprar',
    botao1_tipo: 'evento',
    botao1_referencia: 'festival-de-verao',
    botao2_texto: null,
    botao2_tipo: null,
    botao2_referencia: null,
    updated_by: 'admin-uid',
    ...over,
  };
}

export function validNewsBanner(over: Data = {}): Data {
  return { ativo: true, velocidade: 50, limite_noticias: 10, ...over };
}

/** site_settings/{brand,payments,email,seo}: one valid document per settings tab. */
export function validSettings(id: 'brand' | 'payments' | 'email' | 'seo' | 'company', over: Data = {}): Data {
  const base: Record<typeof id, Data> = {
    brand: {
      nome_site: 'GN Ingressos',
      logo_claro_url: '/api/files/logos/claro.png',
      logo_escuro_url: 'https://storage.googleapis.com/b/logos/escuro.png',
      favicon_url: null,
      cor_primaria: '#5B34F2',
    },
    payments: {
      metodos: ['pix', 'card', 'boleto'],
      taxa_padrao: 0.1,
      reserva_minutos: 15,
      boleto_horas: 24,
      limite_pendentes: 10,
      parcelas_max: 12,
      parcela_minima_centavos: 500,
      juros_mensal: 0,
      juros_a_partir_de: 2,
    },
    email: { remetente_nome: 'GN Ingressos', remetente_email: 'ingressos@gn.com.br', responder_para: null },
    seo: { titulo_padrao: 'GN Ingressos', descricao_padrao: 'Ingressos para eventos.', og_imagem_url: null },
    company: {
      razao_social: 'GN Ingressos Ltda',
      nome_fantasia: null,
      cnpj: '11222333000181',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Conjunto 101',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
      sac_email: 'sac@gningressos.com.br',
      sac_telefone: '+551140040000',
      atendimento: 'Segunda a sexta, das 9h às 18h',
    },
  };
  return { ...base[id], updated_at: T0, ...over };
}

/** A profile as the owner creates it (no function-owned fields). */
export function newProfile(uid: string, email: string, over: Data = {}): Data {
  return {
    user_id: uid,
    nome: 'Ana Souza',
    email,
    telefone: '+5511987654321',
    preferencias: { tema: 'gn-dark', notificacoes_email: true },
    created_at: T0,
    ...over,
  };
}

/** A profile after checkout and avatar upload filled the function-owned fields. */
function fullProfile(uid: string, email: string, nome: string): Data {
  return {
    ...newProfile(uid, email, { nome }),
    avatar_url: null,
    cpf: '12345678909',
    asaas_customer_id: `cus_${uid}`,
  };
}

export function order(userId: string, over: Data = {}): Data {
  return {
    user_id: userId,
    status: 'aguardando_pagamento',
    items: [
      {
        event_id: 'ev-pub',
        titulo: 'Festival de Verão',
        tipo: 'Pista - Inteira',
        quantidade: 1,
        preco_unitario: 10000,
      },
    ],
    event_ids: ['ev-pub'],
    subtotal: 10000,
    taxas: 1000,
    desconto: 0,
    total: 11000,
    cupom: null,
    comprador: { nome: 'Comprador', email: 'c@example.com', cpf: '12345678909', telefone: '+5511987654321' },
    payment_provider: 'asaas',
    billing_type: 'PIX',
    asaas_payment_id: 'pay_1',
    asaas_invoice_url: 'https://sandbox.asaas.com/i/1',
    asaas_due_date: '2026-06-01',
    reserva_expira_em: T1,
    idempotency_key: `idem-${userId}`,
    created_at: T0,
    updated_at: T0,
    ...over,
  };
}

export function ticket(userId: string, orderId: string, over: Data = {}): Data {
  return {
    order_id: orderId,
    event_id: 'ev-pub',
    user_id: userId,
    tipo: 'Pista - Inteira',
    quantidade: 1,
    preco_unitario: 10000,
    status: 'pago',
    codigo_serial: `GN-${orderId}`,
    created_at: T0,
    evento: { titulo: 'Festival de Verão', data_inicio: EVENT_DAY, local: 'Arena São Paulo', capa_url: null },
    ...over,
  };
}

export function stock(over: Data = {}): Data {
  return { total: 100, disponivel: 90, updated_at: T0, ...over };
}

export function role(userId: string, r: 'admin' | 'financeiro' | 'porteiro' | 'user'): Data {
  return { user_id: userId, role: r, updated_at: T0 };
}

export function contactMessage(over: Data = {}): Data {
  return {
    nome: 'Visitante',
    email: 'v@example.com',
    mensagem: 'Olá, tenho uma dúvida.',
    created_at: T0,
    lida: false,
    ...over,
  };
}

/** An audit_log entry as the audit trigger writes it (functions only). */
export function auditEntry(): Data {
  return {
    actor_uid: 'admin-uid',
    actor_email: 'admin@gningressos.com.br',
    action: 'update',
    target: 'events/ev-pub',
    changes: { titulo: { before: 'Festival', after: 'Festival de Verão' } },
    source: 'trigger',
    created_at: T0,
  };
}

/** A waiting-list entry (functions/src/waitlist/waitlist-store.ts). */
export function waitlistEntry(uid: string, over: Data = {}): Data {
  return {
    event_id: 'ev-pub',
    uid,
    email: `${uid}@example.com`,
    nome: uid,
    quantidade: 2,
    estado: 'aguardando',
    oferta: null,
    order_id: null,
    created_at: T0,
    updated_at: T0,
    ...over,
  };
}

/** Every document seeded (rules disabled) before each test. */
export const seedDocs: Record<string, Data> = {
  // public content: one visible variant and the variants the public must not see
  'events/ev-pub': validEvent(),
  'events/ev-draft': validEvent({ slug: 'rascunho-x', status: 'rascunho' }),
  'events/ev-hidden': validEvent({ slug: 'oculto-x', visivel: false }),
  'event_stock/ev-pub': stock(),
  'event_checkin/ev-pub': {
    listas: [{ id: 'portao-a', nome: 'Portão A', tipos: [], permite_saida: false }],
    atualizado_em: T1,
    atualizado_por: 'admin-uid',
  },
  'event_checkin/ev-pub/contadores/0': { dentro: { 'portao-a': 3 }, entradas: { 'portao-a': 4 } },
  'event_checkin/ev-draft': { listas: [], atualizado_em: T1, atualizado_por: 'admin-uid' },
  'event_stock/ev-pub/slots/0': {
    indice: 0,
    order_id: 'o-a',
    claim_id: 'c-1',
    estado: 'reservado',
    expira_em: T1,
    created_at: T1,
  },
  'event_stock/ev-pub/slots_blocos/0': { inicio: 0, tomados: [0], ocupados: 1 },
  'news/n-pub': validNews(),
  'news/n-draft': validNews({ slug: 'rascunho-n', status: 'rascunho', publicado_em: null }),
  'pricing_tables/pt-pub': validPricingTable(),
  'pricing_tables/pt-draft': validPricingTable({ nome: 'Camarote', publicada: false }),
  'category_tables/ct-pub': validCategoryTable(),
  'category_tables/ct-draft': validCategoryTable({ publicada: false }),
  'event_category_data/row-1': validCategoryRow(),
  'home_banners/b-on': validBanner(),
  'home_banners/b-off': validBanner({ ativo: false, ordem: 2 }),
  'site_settings/news_banner': validNewsBanner(),
  'site_settings/brand': validSettings('brand'),
  'site_settings/payments': validSettings('payments'),
  'site_settings/email': validSettings('email'),
  'site_settings/seo': validSettings('seo'),
  'site_settings/company': validSettings('company'),
  // people
  'profiles/user-a': fullProfile('user-a', 'ana@example.com', 'Ana Souza'),
  'profiles/user-b': fullProfile('user-b', 'bruno@example.com', 'Bruno Lima'),
  'profiles/admin-uid': fullProfile('admin-uid', 'admin@gningressos.com.br', 'Admin GN'),
  'user_roles/user-a': role('user-a', 'user'),
  'user_roles/user-b': role('user-b', 'user'),
  'user_roles/admin-uid': role('admin-uid', 'admin'),
  // Demoted: the role function wrote 'user', while the old ID token still says admin.
  'user_roles/demoted-admin': role('demoted-admin', 'user'),
  'user_roles/finance-uid': role('finance-uid', 'financeiro'),
  'user_roles/door-uid': { ...role('door-uid', 'porteiro'), escopo: { eventos: ['ev-draft'], listas: [] } },
  // commerce
  'orders/order-a': order('user-a'),
  'orders/order-b': order('user-b'),
  'orders/order-a/emails/mail-a': {
    tipo: 'confirmacao',
    para: 'a@example.com',
    assunto: 'Seus ingressos — Show',
    estado: 'enviado',
    erro: null,
    em: T1,
    por: null,
  },
  'tickets/ticket-a': ticket('user-a', 'order-a'),
  'tickets/ticket-b': ticket('user-b', 'order-b'),
  'waitlist/ev-pub__user-a': waitlistEntry('user-a'),
  'queue_admission_uses/use-a': { event_id: 'ev-pub', uid: 'user-a', order_id: 'order-a', claim_id: 'c-1' },
  'deleted_accounts/user-gone': { estado: 'excluida', em: T0 },
  'waitlist/ev-pub__user-b': waitlistEntry('user-b'),
  'waitlists/ev-pub': { pausada: false, reserva_minutos: 30, updated_at: T0 },
  'queues/ev-pub': {
    ativa: true,
    pausada: false,
    taxa_por_minuto: 60,
    admitidos: 0,
    saldo: 0,
    fronteira: null,
  },
  'queue_entries/ev-pub__user-a': {
    event_id: 'ev-pub',
    uid: 'user-a',
    entrou_em: T0,
    admitido_em: null,
    order_id: null,
  },
  'payment_events/evt_1': { event: 'PAYMENT_RECEIVED', payment_id: 'pay_1', received_at: T0 },
  'coupons/GN10': {
    codigo: 'GN10',
    tipo: 'percentual',
    percentual: 10,
    ativo: true,
    eventos: [],
    opcoes: [],
  },
  'coupons/GN10/usos/0': { indice: 0, order_id: 'o-a', claim_id: 'c-1', user_id: 'user-a', estado: 'usado' },
  // back office
  'contact_messages/msg-1': contactMessage(),
  'audit_log/log-1': auditEntry(),
  'rate_limits/contact:127.0.0.1': { count: 3, window_start: T0 },
  'wallet_registrations/reg-1': {
    dispositivo: 'iphone-de-a',
    tipo_passe: 'pass.br.com.gningressos.teste',
    serial: 'o-a-1.TKT-1-A',
    ticket_id: 'o-a-1',
    push_token: 'token-de-a',
    registrado_em: T0,
  },
  'site_builds/state': { pending: false, requested_at: T0 },
  // the box office (functions/src/door-sales): a register, a movement, an operator's lock
  'cash_registers/cx-1': {
    status: 'aberto',
    event_id: 'ev-draft',
    operador_uid: 'user-a',
    troco_inicial: 10_000,
    esperado: { dinheiro: 10_000, pix: 0, maquininha: 0 },
  },
  'cash_registers/cx-1/movimentos/m-1': {
    tipo: 'abertura',
    metodo: 'dinheiro',
    valor: 10_000,
    por: 'user-a',
  },
  'cash_register_locks/user-a': { caixa_id: 'cx-1', em: T0 },
  // not in the data model: must be unreachable
  'secrets/s-1': { value: 'x' },
  'events/ev-pub/private/p-1': { value: 'x' },
};
