// Shared by the checkout specs: the seeded line, signing in, filling the wizard, reading documents
// through the emulator's REST API and driving the local Asaas sandbox.
import { Axe } from './axe';
import { expect, type Page } from '@playwright/test';
import { formatCpf } from '@gn/core/cpf';
import { GN10_TERMS } from '@gn/core/testing/coupon-terms';
import { SITE_URL } from './env';
import { randomCpf } from '../support/cpf.ts';
import { DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';
import { DEMO_ORDERS } from '../../dev/seed/content/orders.mjs';

export const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';
export const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
export const OWNER = { Authorization: 'Bearer owner' };
// The stack's Asaas sandbox listens on the site's port + 90 (dev/lib/stack.mjs portsFrom).
export const ASAAS_URL =
  process.env.GN_ASAAS_URL ?? `http://127.0.0.1:${Number(new URL(SITE_URL).port) + 90}`;
export const ASAAS_KEY = process.env.GN_ASAAS_API_KEY ?? '$aact_hmlg_local_sandbox';

export const LINE = {
  event_id: 'evt-arraia-forro',
  event_titulo: 'Arraiá do Forró Pé de Serra',
  event_slug: 'arraia-do-forro-pe-de-serra',
  tipo_ingresso: 'Pista - Inteira',
  preco: 12000,
  qnt: 1,
  data_evento: '2030-06-20T21:00:00.000Z',
  local_evento: 'Pátio dos Mestres Sanfoneiros, Caruaru - PE',
  pricing_table_id: 'pt-pista',
  item_id: 'inteira',
};
export const CLOSED_LINE = {
  ...LINE,
  event_id: 'evt-futsal-classico-capital',
  event_titulo: 'Futsal: Clássico da Capital',
  event_slug: 'futsal-classico-da-capital',
  tipo_ingresso: 'Arquibancada - Inteira',
  preco: 6000,
  pricing_table_id: 'pt-arquibancada',
};

export const PAID_ORDER = DEMO_ORDERS.find((o) => o.status === 'pago' && o.qnt === 2)!.id;
export const CANCELLED_ORDER = DEMO_ORDERS.find((o) => o.status === 'cancelado')!.id;

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Voltar', exact: true });
export const summary = (page: Page) => page.getByRole('region', { name: 'Resumo do pedido' });

export interface Credentials {
  email: string;
  password: string;
}

/** A buyer made by createBuyer(): their own CPF, on their profile. */
export interface Buyer extends Credentials {
  cpf: string;
  uid: string;
}

export async function signIn(page: Page, who: Credentials = DEMO_CUSTOMER): Promise<void> {
  await page.goto(`${SITE_URL}/entrar`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail', { exact: true }).fill(who.email);
  await form.getByLabel('Senha', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/entrar', { waitUntil: 'commit' });
}

export async function setTheme(page: Page, theme: 'gn-light' | 'gn-dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('gn-theme', t), theme);
}

/** Signs in, puts `lines` in the stored cart and opens /checkout on step Itens. */
/** GN10's terms as the coupon box keeps them in the cart after the server's check (seeded coupon). */
export { GN10_TERMS };

export async function openCheckout(
  page: Page,
  lines: object[] = [LINE],
  cupom: 'GN10' | null = null,
  who: Credentials = DEMO_CUSTOMER,
): Promise<void> {
  await signIn(page, who);
  await page.evaluate((cart) => localStorage.setItem('gn-cart', JSON.stringify(cart)), {
    items: lines,
    cupom,
    cupom_termos: cupom ? GN10_TERMS : null,
  });
  await page.goto(`${SITE_URL}/checkout`);
  await expect(stepHeading(page, lines.length > 0 ? 'Itens do pedido' : 'Itens do pedido')).toBeVisible({
    timeout: 20_000,
  });
}

export async function storedCart(page: Page): Promise<{ items: unknown[]; cupom: string | null } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('gn-cart') ?? 'null'));
}

export async function expectNoSeriousA11yIssues(page: Page, label: string): Promise<void> {
  // Toasts are the shared toaster's (site/src/ui/toasts.ts), checked where they are made; a passing one
  // (the sign-in flash) must not decide this page's result.
  const results = await new Axe({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe (${label})`,
  ).toEqual([]);
}

/**
 * Dados → Pagamento with the prefilled profile data (registers the buyer with the sandbox); `cpf`
 * is the profile's (the demo customer's by default).
 */
export async function passBuyerStep(page: Page, cpf = '52998224725'): Promise<void> {
  await expect(page.getByLabel('CPF')).toHaveValue(formatCpf(cpf));
  await continueButton(page).click();
  await expect(stepHeading(page, 'Forma de pagamento')).toBeVisible({ timeout: 30_000 });
}

const METHOD_NAMES = { pix: /^PIX/, card: /^Cartão de crédito/, boleto: /^Boleto/ } as const;

export async function choosePayment(page: Page, method: keyof typeof METHOD_NAMES): Promise<void> {
  await page.getByRole('radio', { name: METHOD_NAMES[method] }).check();
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Revise seu pedido')).toBeVisible();
}

export async function readDoc(path: string): Promise<Record<string, Record<string, unknown>>> {
  const response = await fetch(`${FIRESTORE}/${path}`, { headers: OWNER });
  expect(response.ok, `GET ${path}`).toBe(true);
  return ((await response.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}

/** Calls the stack's Asaas sandbox API (e.g. its /sandbox/payment/{id}/confirm helper). */
export function sandboxCall(path: string, method = 'POST'): Promise<Response> {
  return fetch(`${ASAAS_URL}/v3${path}`, { method, headers: { access_token: ASAAS_KEY } });
}

/** Revisão → dialog → Continuar; answers the order id once the waiting page opens. */
export async function confirmOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/checkout\/aguardando\/[^/]+$/, { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/**
 * A fresh buyer with a complete profile (a CPF of their own: checkout caps the unpaid tickets per
 * CPF and event), for specs that buy: their orders must not change what the account specs expect
 * of the demo customer.
 */
export async function createBuyer(): Promise<Buyer> {
  const cpf = randomCpf();
  const email = `comprador-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.local`;
  const password = 'Comprador@123';
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const signUp = await fetch(
    `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { localId } = (await signUp.json()) as { localId: string };
  const profile = await fetch(`${FIRESTORE}/profiles/${localId}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: {
        user_id: { stringValue: localId },
        nome: { stringValue: 'Maria Compradora' },
        email: { stringValue: email },
        telefone: { stringValue: '+5511987654321' },
        cpf: { stringValue: cpf },
        avatar_url: { nullValue: null },
        preferencias: {
          mapValue: { fields: { tema: { nullValue: null }, notificacoes_email: { booleanValue: true } } },
        },
        created_at: { timestampValue: new Date().toISOString() },
      },
    }),
  });
  expect(profile.ok, 'buyer profile').toBe(true);
  return { email, password, cpf, uid: localId };
}
