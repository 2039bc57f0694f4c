// Site settings (site_settings/*): who reads which document, and the shape checks of admin
// writes. A browser that is not admin never writes settings; an admin writes only valid,
// stamped documents (updated_by = own uid, read by the audit trigger); no secret is ever stored.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, USER_A, type Actor, useRulesEnv } from './env.ts';
import { validNewsBanner, validSettings } from './fixtures.ts';
import { expectEach, expectOutcome, type Outcome } from './harness.ts';

const env = useRulesEnv();

type Id = 'brand' | 'payments' | 'email' | 'seo' | 'company';
const stampedBy = (uid: string, data: Record<string, unknown>) => ({ ...data, updated_by: uid });

/** A full write (set) of one settings document by the admin, with `over` applied. */
function adminSets(id: Id, over: Record<string, unknown>) {
  return {
    op: 'create' as const,
    path: `site_settings/${id}`,
    data: stampedBy(ADMIN.uid, validSettings(id, over)),
  };
}

describe('non-admins never write settings', () => {
  const actors: Actor[] = ['anonymous', 'userA', 'userB'];
  for (const actor of actors) {
    for (const id of ['brand', 'payments', 'email', 'seo', 'company'] as const) {
      it(`${actor} cannot overwrite ${id}, even stamped with their own uid`, () =>
        expectOutcome(env(), actor, 'deny', {
          op: 'create',
          path: `site_settings/${id}`,
          data: stampedBy(actor === 'userA' ? USER_A.uid : 'user-b', validSettings(id)),
        }));
    }
  }

  it('a forged non-boolean admin claim does not count', () => {
    const db = env().authenticatedContext(USER_A.uid, { admin: 'true', email: USER_A.email }).firestore();
    return assertFails(
      setDoc(doc(db, 'site_settings/payments'), stampedBy(USER_A.uid, validSettings('payments'))),
    );
  });
});

describe('admin writes are stamped with the writer', () => {
  expectEach(env, 'admin', 'deny', {
    'without updated_by: deny': { op: 'create', path: 'site_settings/brand', data: validSettings('brand') },
    "in another admin's name: deny": {
      op: 'create',
      path: 'site_settings/brand',
      data: stampedBy('someone-else', validSettings('brand')),
    },
    'the ticker form too (news_banner is audited)': {
      op: 'update',
      path: 'site_settings/news_banner',
      data: { velocidade: 60 },
    },
  });
  it('with a server timestamp: allow', () =>
    expectOutcome(env(), 'admin', 'allow', adminSets('seo', { updated_at: serverTimestamp() })));
  it('the ticker with updated_by and updated_at: allow', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'create',
      path: 'site_settings/news_banner',
      data: stampedBy(ADMIN.uid, validNewsBanner({ updated_at: serverTimestamp() })),
    }));
});

describe('admin writes are shape-checked', () => {
  const cases: [label: string, outcome: Outcome, id: Id, over: Record<string, unknown>][] = [
    ['a valid brand', 'allow', 'brand', {}],
    ['colour #abc', 'deny', 'brand', { cor_primaria: '#abc' }],
    ['colour "red"', 'deny', 'brand', { cor_primaria: 'red' }],
    ['colour with CSS injection', 'deny', 'brand', { cor_primaria: '#000000;}body{display:none' }],
    ['site name of 1 character', 'deny', 'brand', { nome_site: 'X' }],
    ['site name of 61 characters', 'deny', 'brand', { nome_site: 'x'.repeat(61) }],
    ['a javascript: logo', 'deny', 'brand', { logo_claro_url: 'javascript:alert(1)' }],
    ['a data: logo', 'deny', 'brand', { logo_escuro_url: 'data:image/png;base64,AAAA' }],
    ['a protocol-relative logo', 'deny', 'brand', { favicon_url: '//evil.example/x.png' }],
    ['a logo URL with a space', 'deny', 'brand', { favicon_url: 'https://x.example/a b.png' }],
    ['an extra key', 'deny', 'brand', { html: '<script>' }],
    ['a missing key', 'deny', 'brand', { nome_site: undefined }],
    ['valid payments', 'allow', 'payments', { metodos: ['card'], taxa_padrao: 0, reserva_minutos: 60 }],
    ['no payment method', 'deny', 'payments', { metodos: [] }],
    ['an unknown method', 'deny', 'payments', { metodos: ['pix', 'cheque'] }],
    ['methods as a string', 'deny', 'payments', { metodos: 'pix' }],
    ['fee above 100 %', 'deny', 'payments', { taxa_padrao: 1.5 }],
    ['fee as a percentage number (10)', 'deny', 'payments', { taxa_padrao: 10 }],
    ['negative fee', 'deny', 'payments', { taxa_padrao: -0.1 }],
    ['reservation of 4 minutes', 'deny', 'payments', { reserva_minutos: 4 }],
    ['reservation of 61 minutes', 'deny', 'payments', { reserva_minutos: 61 }],
    ['reservation of 10.5 minutes', 'deny', 'payments', { reserva_minutos: 10.5 }],
    ['boleto hold of 1 and 168 hours', 'allow', 'payments', { boleto_horas: 168, limite_pendentes: 1 }],
    ['boleto hold of 0 hours', 'deny', 'payments', { boleto_horas: 0 }],
    ['boleto hold of 169 hours', 'deny', 'payments', { boleto_horas: 169 }],
    ['boleto hold of 1.5 hours', 'deny', 'payments', { boleto_horas: 1.5 }],
    ['boleto hold missing', 'deny', 'payments', { boleto_horas: undefined }],
    ['unpaid cap of 0', 'deny', 'payments', { limite_pendentes: 0 }],
    ['unpaid cap of 51', 'deny', 'payments', { limite_pendentes: 51 }],
    ['unpaid cap as text', 'deny', 'payments', { limite_pendentes: '10' }],
    ['unpaid cap missing', 'deny', 'payments', { limite_pendentes: undefined }],
    [
      'installments: 1x only, R$ 5,00, 10 % a month from 12x',
      'allow',
      'payments',
      { parcelas_max: 1, parcela_minima_centavos: 500, juros_mensal: 0.1, juros_a_partir_de: 12 },
    ],
    ['13 installments', 'deny', 'payments', { parcelas_max: 13 }],
    ['no installment at all (0)', 'deny', 'payments', { parcelas_max: 0 }],
    ["an installment below Asaas's R$ 5,00", 'deny', 'payments', { parcela_minima_centavos: 499 }],
    ['an installment minimum in reais (5.5)', 'deny', 'payments', { parcela_minima_centavos: 5.5 }],
    ['interest of 11 % a month', 'deny', 'payments', { juros_mensal: 0.11 }],
    ['interest as a percentage number (2)', 'deny', 'payments', { juros_mensal: 2 }],
    ['interest from 1 installment', 'deny', 'payments', { juros_a_partir_de: 1 }],
    ['interest from 13 installments', 'deny', 'payments', { juros_a_partir_de: 13 }],
    ['installments missing', 'deny', 'payments', { parcelas_max: undefined }],
    ['the Asaas key in the public document', 'deny', 'payments', { asaas_api_key: '$aact_prod_x' }],
    ['a valid e-mail setup with reply-to', 'allow', 'email', { responder_para: 'sac@gn.com.br' }],
    ['a sender that is not an e-mail', 'deny', 'email', { remetente_email: 'ingressos' }],
    ['a reply-to that is not an e-mail', 'deny', 'email', { responder_para: 'sac@' }],
    ['an empty sender name', 'deny', 'email', { remetente_nome: '' }],
    [
      'SEO title of 60 and description of 160',
      'allow',
      'seo',
      { titulo_padrao: 'x'.repeat(60), descricao_padrao: 'y'.repeat(160) },
    ],
    ['SEO title of 61', 'deny', 'seo', { titulo_padrao: 'x'.repeat(61) }],
    ['SEO description of 161', 'deny', 'seo', { descricao_padrao: 'y'.repeat(161) }],
    ['an OG image on javascript:', 'deny', 'seo', { og_imagem_url: 'javascript:alert(1)' }],
    // Empresa: who sells, printed on every page and in the checkout's contract summary.
    ['a valid company', 'allow', 'company', {}],
    [
      'a company with a trade name and no complement',
      'allow',
      'company',
      { nome_fantasia: 'GN', complemento: null },
    ],
    ['an alphanumeric CNPJ (IN RFB 2.229/2024)', 'allow', 'company', { cnpj: '12ABC34501DE35' }],
    ['a masked CNPJ (stored bare)', 'deny', 'company', { cnpj: '11.222.333/0001-81' }],
    ['a CNPJ of 13 digits', 'deny', 'company', { cnpj: '1122233300018' }],
    ['a CNPJ with letters in its check digits', 'deny', 'company', { cnpj: '112223330001AB' }],
    ['a CNPJ as a number', 'deny', 'company', { cnpj: 11222333000181 }],
    ['no CNPJ', 'deny', 'company', { cnpj: undefined }],
    ['no legal name', 'deny', 'company', { razao_social: '' }],
    ['a legal name of 151 characters', 'deny', 'company', { razao_social: 'x'.repeat(151) }],
    ['an unknown UF', 'deny', 'company', { uf: 'XX' }],
    ['a lower-case UF', 'deny', 'company', { uf: 'sp' }],
    ['a masked CEP', 'deny', 'company', { cep: '01310-100' }],
    ['a CEP of 7 digits', 'deny', 'company', { cep: '1310100' }],
    ['a SAC e-mail that is not one', 'deny', 'company', { sac_email: 'sac' }],
    ['a SAC phone without +55', 'deny', 'company', { sac_telefone: '11987654321' }],
    ['a SAC phone of 9 digits', 'deny', 'company', { sac_telefone: '+55119876543' }],
    ['no hours', 'deny', 'company', { atendimento: undefined }],
    ['hours of 121 characters', 'deny', 'company', { atendimento: 'h'.repeat(121) }],
    ['the address as a nested map', 'deny', 'company', { endereco: { cidade: 'São Paulo' } }],
    ['a complement of 61 characters', 'deny', 'company', { complemento: 'c'.repeat(61) }],
  ];
  for (const [label, outcome, id, over] of cases) {
    const data = Object.fromEntries(
      Object.entries(validSettings(id, over)).filter(([, v]) => v !== undefined),
    );
    it(`${label}: ${outcome}`, () =>
      expectOutcome(env(), 'admin', outcome, {
        op: 'create',
        path: `site_settings/${id}`,
        data: stampedBy(ADMIN.uid, data),
      }));
  }

  it('a partial update keeps the rest valid', () =>
    expectOutcome(env(), 'admin', 'allow', {
      op: 'update',
      path: 'site_settings/payments',
      data: stampedBy(ADMIN.uid, { metodos: ['pix', 'boleto'] }),
    }));
  it('a partial update cannot add a key', () =>
    expectOutcome(env(), 'admin', 'deny', {
      op: 'update',
      path: 'site_settings/payments',
      data: stampedBy(ADMIN.uid, { segredo: 'x' }),
    }));
});

describe('reading', () => {
  it('a signed-in user reads the payment methods', () =>
    expectOutcome(env(), 'userA', 'allow', { op: 'get', path: 'site_settings/payments' }));
  it('anyone reads the company (the footer, the checkout)', () =>
    expectOutcome(env(), 'anonymous', 'allow', { op: 'get', path: 'site_settings/company' }));
  it('a signed-in user cannot read the e-mail settings', () =>
    expectOutcome(env(), 'userA', 'deny', { op: 'get', path: 'site_settings/email' }));
  it('anonymous cannot list the collection', () =>
    expectOutcome(env(), 'anonymous', 'deny', { op: 'list', path: 'site_settings' }));
});
