// Every text and list a client can send has an upper bound: for each schema, a valid sample is
// taken apart leaf by leaf, and every string replaced by 300,000 characters (more than the
// longest field allows) and every list by 10,000 copies of its first element must be refused.
// A new schema with an unbounded field fails here as soon as its sample is added.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountDeletionSchema } from './account-deletion.ts';
import { adminOrderStatusSchema } from './admin-orders.ts';
import { adminSetPasswordSchema, adminUpdateProfileSchema, adminUserFormSchema } from './admin-users.ts';
import { asaasWebhookSchema } from './asaas-webhook.ts';
import { changePasswordSchema, loginSchema, signupSchema } from './auth.ts';
import { homeBannerFormSchema } from './banner.ts';
import { categoryTableFormSchema } from './category-table.ts';
import { checkinListsSchema, checkinScanSchema, checkinSyncSchema } from './checkin.ts';
import { checkoutRequestSchema } from './checkout.ts';
import { contactSchema } from './contact.ts';
import { eventFormSchema } from './event.ts';
import { newsFormSchema } from './news.ts';
import { pricingTableFormSchema } from './pricing-table.ts';
import { profileUpdateSchema } from './profile.ts';
import { brandSettingsSchema, emailSettingsSchema, seoSettingsSchema } from './settings.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const samples: [string, z.ZodType, Json][] = [
  ['adminOrderStatus', adminOrderStatusSchema, { status: 'pago', motivo: 'Pago no balcão' }],
  ['checkinScan', checkinScanSchema, { code: 'GN-ABC123', eventId: 'evt-1', listId: 'portao-a' }],
  [
    'checkinLists',
    checkinListsSchema,
    { listas: [{ id: 'portao-a', nome: 'Portão A', tipos: ['Pista - Inteira'], permite_saida: true }] },
  ],
  [
    'checkinSync',
    checkinSyncSchema,
    {
      eventId: 'evt-1',
      deviceId: 'device-123',
      scans: [
        {
          id: 'scan-1234',
          code: 'GN-ABC123',
          listId: 'geral',
          direction: 'entrada',
          at: '2026-11-29T21:14:00Z',
        },
      ],
    },
  ],
  ['adminSetPassword', adminSetPasswordSchema, { userId: 'u1', newPassword: 'segredo1' }],
  [
    'adminUpdateProfile',
    adminUpdateProfileSchema,
    { userId: 'u1', nome: 'Ana Souza', email: 'ana@example.com', telefone: '(11) 98765-4321' },
  ],
  [
    'adminUserForm',
    adminUserFormSchema,
    {
      nome: 'Ana Souza',
      email: 'ana@example.com',
      telefone: '(11) 98765-4321',
      novaSenha: 'segredo1',
      role: 'porteiro',
      escopo: { eventos: ['evento-1'], listas: ['portao-a'] },
      ativo: true,
    },
  ],
  [
    'asaasWebhook',
    asaasWebhookSchema,
    {
      id: 'evt_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_1', status: 'RECEIVED', value: 10, externalReference: 'o1' },
    },
  ],
  ['login', loginSchema, { email: 'ana@example.com', password: 'segredo1' }],
  [
    'signup',
    signupSchema,
    { nome: 'Ana Souza', email: 'ana@example.com', password: 'segredo1', confirmPassword: 'segredo1' },
  ],
  [
    'changePassword',
    changePasswordSchema,
    { currentPassword: 'velha123', newPassword: 'Segredo12', confirmPassword: 'Segredo12' },
  ],
  [
    'homeBannerForm',
    homeBannerFormSchema,
    {
      imagem_url: '/api/files/banners/a.webp',
      titulo: 'Festival',
      descricao: 'Três dias de música',
      ativo: true,
      botao1: { texto: 'Comprar', tipo: 'url', referencia: 'https://example.com' },
      botao2: { texto: 'Saiba mais', tipo: 'pagina', referencia: '/eventos' },
    },
  ],
  [
    'categoryTableForm',
    categoryTableFormSchema,
    {
      nome: 'Categorias',
      descricao: 'Por idade',
      publicada: true,
      colunas: [
        {
          id: 'c1',
          nome: 'Faixa',
          tipo: 'multipla_escolha',
          opcoes: ['Sub-15', 'Sub-17'],
          ordem: 0,
          subdivisoes: [{ id: 's1', nome: 'Bat.1' }],
        },
      ],
    },
  ],
  [
    'checkoutRequest',
    checkoutRequestSchema,
    {
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
      items: [{ event_id: 'e1', pricing_table_id: 't1', item_id: 'i1', qnt: 1 }],
      cupom: 'GN10',
      buyer: {
        nome: 'Ana Souza',
        email: 'ana@example.com',
        cpf: '529.982.247-25',
        telefone: '(11) 98765-4321',
      },
      method: 'pix',
    },
  ],
  ['contact', contactSchema, { nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá, tudo bem com vocês?' }],
  [
    'eventForm',
    eventFormSchema,
    {
      titulo: 'Show',
      slug: 'show',
      local: 'Arena',
      data_inicio: '2027-03-05T20:00',
      data_fim: '',
      descricao: '<p>Show</p>',
      capa_url: '/api/files/covers/a.webp',
      pricing_table_ids: ['t1'],
      category_table_ids: ['c1'],
      regra_menores: 'Menores de 16 só com os pais',
      acessibilidade: ['libras'],
      acessibilidade_info: 'Rampa na entrada B',
      seo_titulo: 'Show',
      seo_descricao: 'Um show',
    },
  ],
  [
    'newsForm',
    newsFormSchema,
    {
      titulo: 'Notícia',
      slug: 'noticia',
      corpo: '<p>Texto</p>',
      capa_url: null,
      seo_titulo: '',
      seo_descricao: '',
    },
  ],
  [
    'pricingTableForm',
    pricingTableFormSchema,
    {
      nome: 'Pista',
      descricao: 'Setor pista',
      publicada: true,
      itens: [{ id: 'inteira', label: 'Inteira', valor_centavos: 10000 }],
    },
  ],
  ['profileUpdate', profileUpdateSchema, { nome: 'Ana Souza', telefone: '(11) 98765-4321' }],
  [
    'brandSettings',
    brandSettingsSchema,
    {
      nome_site: 'GN',
      logo_claro_url: '/api/files/a.png',
      logo_escuro_url: null,
      favicon_url: null,
      cor_primaria: '#5B34F2',
    },
  ],
  [
    'emailSettings',
    emailSettingsSchema,
    { remetente_nome: 'GN', remetente_email: 'a@gn.com.br', responder_para: 'sac@gn.com.br' },
  ],
  [
    'seoSettings',
    seoSettingsSchema,
    { titulo_padrao: 'GN', descricao_padrao: 'Ingressos', og_imagem_url: null },
  ],
  ['accountDeletion', accountDeletionSchema, { confirmacao: 'EXCLUIR' }],
];

type Leaf = { path: (string | number)[]; value: string | Json[] };

function leaves(value: Json, path: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) {
    return [{ path, value }, ...value.flatMap((v, i) => leaves(v, [...path, i]))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [];
}

function withLeaf(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  const [head, ...rest] = path;
  copy[head!] = withLeaf(copy[head!]!, rest, replacement);
  return copy;
}

const HUGE = 'x'.repeat(300_000);

describe('every text and list has an upper bound', () => {
  for (const [name, schema, sample] of samples) {
    it(name, () => {
      expect(schema.safeParse(sample).error).toBeUndefined();
      for (const leaf of leaves(sample)) {
        const replacement: Json = typeof leaf.value === 'string' ? HUGE : Array(10_000).fill(leaf.value[0]);
        const parsed = schema.safeParse(withLeaf(sample, leaf.path, replacement));
        expect(
          parsed.success,
          `${name}.${leaf.path.join('.')} accepts ${typeof leaf.value === 'string' ? 'a 300,000-character text' : '10,000 items'}`,
        ).toBe(false);
      }
    });
  }
});
