// The event form's lotes in the admin, end to end against the local stack, signed in as the demo
// admin: the seeded evt-noite-samba-lapa shows its three lotes with their sales and states and
// refuses a quantity below what a lote sold; a new event sold in two lotes, refused first for a
// lote without an end (the schema's message at the field), saved, stored with centavos and
// dates, and shown again on reload. Screenshots of the tab for review with GN_SCREENSHOTS=1 (to
// GN_SCREENSHOTS_DIR, default test-results/admin-lotes-shots/); axe on the lotes in both themes.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import { seriousViolations, settled, signInToAdmin, themedAdminPage, keepScreenshot } from './steps';

const SEEDED = 'evt-noite-samba-lapa';
const TAG = Date.now().toString(36);
const EVENT_TITLE = `Lotes E2E ${TAG}`;
const EVENT_SLUG = `lotes-e2e-${TAG}`;
// A price table of this spec's own: the functions tests that run before it on the same stack make
// many tables named 'Pista', so the seeded one cannot be told apart by name.
const TABLE_ID = `pt-lotes-e2e-${TAG}`;
const TABLE_NAME = `Pista Lotes ${TAG}`;
const LIMIT_MESSAGE = 'Cada lote, menos o último, precisa de uma quantidade ou de uma data de término';

const lotesSection = (page: Page) => page.getByRole('region', { name: 'Lotes' });
const loteCard = (page: Page, name: string) => lotesSection(page).getByRole('group', { name, exact: true });

test.beforeAll(async () => {
  const now = new Date();
  await adminDb()
    .doc(`pricing_tables/${TABLE_ID}`)
    .set({
      nome: TABLE_NAME,
      descricao: null,
      publicada: true,
      itens: [
        { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
        { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
      ],
      created_at: now,
      updated_at: now,
    });
});

async function openPricingTab(page: Page) {
  await page.getByRole('tab', { name: /^Tabela de Preços/ }).click();
  await expect(lotesSection(page)).toBeVisible();
}

test('the seeded event: three lotes with their sales and states; no quantity below what a lote sold', async ({
  page,
}) => {
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/${SEEDED}`);
  await expect(page.getByRole('heading', { name: 'Editar Evento' })).toBeVisible();
  await openPricingTab(page);

  await expect(lotesSection(page).getByRole('switch', { name: 'Vender em lotes' })).toBeChecked();
  // It has sales: it cannot stop selling in lotes.
  await expect(lotesSection(page).getByRole('switch', { name: 'Vender em lotes' })).toBeDisabled();
  await expect(lotesSection(page).getByRole('listitem')).toHaveCount(3);

  const first = loteCard(page, '1º lote');
  await expect(first.getByText('Esgotado', { exact: true })).toBeVisible();
  await expect(first.getByTestId('lote-sales')).toHaveText('Vendidos: 30 de 30');
  await expect(first.getByRole('button', { name: 'Remover 1º lote' })).toBeDisabled();
  await expect(first.getByText(/^Tem vendas: não pode ser removido/)).toBeVisible();
  // Whatever other specs sold in the 2º lote: one lote is on sale, after the sold-out 1º.
  await expect(loteCard(page, '2º lote').getByTestId('lote-sales')).toHaveText(/^Vendidos: \d+ de 150$/);
  await expect(lotesSection(page).getByText('À venda', { exact: true })).toHaveCount(1);

  expect(await seriousViolations(page, 'lotes')).toEqual([]);

  // The lote's prices, the table's as placeholders, and the meia-entrada at half the inteira.
  const pista2 = page.getByRole('spinbutton', { name: 'Pista – Inteira no 2º lote (R$)' });
  await expect(pista2).toHaveValue('105.00');
  await expect(pista2).toHaveAccessibleDescription(
    /^Meia-entrada: metade da inteira do lote \(R\$\s52,50\)$/,
  );
  await expect(
    page.getByRole('spinbutton', { name: /^Pista – Ingresso Solidário.* no 2º lote/ }),
  ).toHaveAttribute('placeholder', /^R\$\s80,00$/);

  // 29 in a lote that sold 30: refused at the field, the tab marked.
  const quantity = first.getByRole('spinbutton', { name: 'Quantidade do 1º lote' });
  await quantity.fill('29');
  await quantity.blur();
  await expect(quantity).toHaveAccessibleDescription(
    /Este lote já tem 30 ingressos vendidos ou reservados: a quantidade não pode ser menor/,
  );
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByRole('tab', { name: /^Tabela de Preços\s*\(contém erros\)$/ })).toBeVisible();
  expect((await adminDb().doc(`events/${SEEDED}`).get()).data()!.lotes[0].quantidade).toBe(30);
});

test('a new event sold in two lotes: the schema refuses a first lote without an end; saved in centavos and dates; shown again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/novo`);
  await expect(page.getByRole('heading', { name: 'Novo Evento', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(EVENT_TITLE);
  await page.getByRole('textbox', { name: 'Local' }).fill('Arena Lotes, São Paulo');
  await page.getByLabel('Data de início').fill('2031-06-10T20:00');
  await page.getByRole('spinbutton', { name: 'Estoque total' }).fill('200');

  await openPricingTab(page);
  await page
    .getByRole('group', { name: 'Tabelas de preços' })
    .getByRole('checkbox', { name: TABLE_NAME, exact: true })
    .check();
  // The switch by keyboard, then a second lote.
  await lotesSection(page).getByRole('switch', { name: 'Vender em lotes' }).press('Space');
  await expect(loteCard(page, '1º lote')).toBeVisible();
  await lotesSection(page).getByRole('button', { name: 'Adicionar lote' }).click();
  await expect(loteCard(page, '2º lote')).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: `${TABLE_NAME} – Inteira no 2º lote (R$)` }),
  ).toHaveAttribute('placeholder', /^R\$\s120,00$/);

  // The 1º lote without quantity or date: core's message at its quantity, the tab marked.
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  const quantity1 = page.getByRole('spinbutton', { name: 'Quantidade do 1º lote' });
  await expect(quantity1).toHaveAccessibleDescription(new RegExp(LIMIT_MESSAGE));
  await expect(loteCard(page, '1º lote').getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Tabela de Preços\s*\(contém erros\)$/ })).toBeVisible();

  await quantity1.fill('100');
  await page.getByLabel('Termina em (1º lote)').fill('2031-05-01T20:00');
  const price1 = page.getByRole('spinbutton', { name: `${TABLE_NAME} – Inteira no 1º lote (R$)` });
  await price1.fill('80');
  await expect(price1).toHaveAccessibleDescription(
    /^Meia-entrada: metade da inteira do lote \(R\$\s40,00\)$/,
  );
  await page.getByRole('spinbutton', { name: `${TABLE_NAME} – Inteira no 2º lote (R$)` }).fill('100.50');

  // Reordered by keyboard and back: the focus stays with the moved lote.
  const headings = lotesSection(page).getByRole('heading', { level: 3 });
  await loteCard(page, '2º lote').getByRole('button', { name: 'Mover 2º lote para cima' }).focus();
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText(['2º lote', '1º lote']);
  // At the top it cannot go up: the focus is on its other arrow.
  await expect(page.getByRole('button', { name: 'Mover 2º lote para baixo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText(['1º lote', '2º lote']);

  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page.getByText('Evento criado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos`);

  const saved = await adminDb().collection('events').where('slug', '==', EVENT_SLUG).get();
  expect(saved.docs).toHaveLength(1);
  const eventId = saved.docs[0]!.id;
  const lotes = saved.docs[0]!.data().lotes as Record<string, unknown>[];
  expect(lotes).toHaveLength(2);
  expect(lotes[0]).toMatchObject({
    id: expect.stringMatching(/^lote-[0-9a-f]{8}$/),
    nome: '1º lote',
    quantidade: 100,
    precos: { [`${TABLE_ID}/inteira`]: 8000 },
  });
  // 20:00 in São Paulo (UTC-3).
  expect((lotes[0]!.termina_em as { toDate(): Date }).toDate().toISOString()).toBe(
    '2031-05-01T23:00:00.000Z',
  );
  expect(lotes[1]).toMatchObject({
    id: expect.stringMatching(/^lote-[0-9a-f]{8}$/),
    nome: '2º lote',
    quantidade: null,
    termina_em: null,
    precos: { [`${TABLE_ID}/inteira`]: 10050 },
  });
  expect(lotes[0]!.id).not.toBe(lotes[1]!.id);

  // Opened again: the lotes as saved, with no sales yet and the 1º on sale.
  await page.goto(`${ADMIN_URL}/admin/eventos/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Editar Evento' })).toBeVisible();
  await page.reload();
  await openPricingTab(page);
  await expect(lotesSection(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: 'Quantidade do 1º lote' })).toHaveValue('100');
  await expect(page.getByLabel('Termina em (1º lote)')).toHaveValue('2031-05-01T20:00');
  await expect(page.getByRole('spinbutton', { name: `${TABLE_NAME} – Inteira no 1º lote (R$)` })).toHaveValue(
    '80.00',
  );
  await expect(page.getByRole('spinbutton', { name: `${TABLE_NAME} – Inteira no 2º lote (R$)` })).toHaveValue(
    '100.50',
  );
  await expect(loteCard(page, '1º lote').getByTestId('lote-sales')).toHaveText('Vendidos: 0 de 100');
  await expect(loteCard(page, '1º lote').getByText('À venda', { exact: true })).toBeVisible();
  await expect(loteCard(page, '2º lote').getByTestId('lote-sales')).toHaveText('0 vendidos');
  await expect(loteCard(page, '2º lote').getByText('A partir de 01/05/2031')).toBeVisible();
  // Without sales a lote can go (the focus to 'Adicionar lote'); off asks first (nothing saved here).
  await loteCard(page, '2º lote').getByRole('button', { name: 'Remover 2º lote' }).click();
  await expect(lotesSection(page).getByRole('listitem')).toHaveCount(1);
  await expect(lotesSection(page).getByRole('button', { name: 'Adicionar lote' })).toBeFocused();
  const lotesSwitch = lotesSection(page).getByRole('switch', { name: 'Vender em lotes' });
  await lotesSwitch.click();
  await page
    .getByRole('dialog', { name: 'Vender sem lotes?' })
    .getByRole('button', { name: 'Remover lotes' })
    .click();
  await expect(lotesSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(lotesSwitch).not.toBeChecked();
});

test('axe: no serious or critical violations on the lotes in the dark theme', async ({ browser }) => {
  const { page, close } = await themedAdminPage(browser, 'gn-dark');
  try {
    await page.goto(`${ADMIN_URL}/admin/eventos/${SEEDED}`);
    await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
    await settled(page);
    await openPricingTab(page);
    await expect(loteCard(page, '1º lote').getByTestId('lote-sales')).toBeVisible();
    expect(await seriousViolations(page, 'lotes (gn-dark)')).toEqual([]);
  } finally {
    await close();
  }
});

test('screenshots for review (GN_SCREENSHOTS=1)', async ({ browser }) => {
  test.skip(!process.env.GN_SCREENSHOTS, 'set GN_SCREENSHOTS=1 to write the review screenshots');
  test.setTimeout(180_000);
  const dir = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-lotes-shots');
  for (const theme of ['gn-light', 'gn-dark'] as const) {
    for (const width of [375, 1280]) {
      const { page, close } = await themedAdminPage(browser, theme, width);
      try {
        await page.goto(`${ADMIN_URL}/admin/eventos/${SEEDED}`);
        await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
        await settled(page);
        await openPricingTab(page);
        await settled(page);
        await page.waitForTimeout(300);
        await keepScreenshot(page, { path: `${dir}/lotes-${theme}-${width}.png`, fullPage: true });
        // An error at a field, as the admin sees it.
        const quantity = page.getByRole('spinbutton', { name: 'Quantidade do 1º lote' });
        await quantity.fill('29');
        await quantity.blur();
        await keepScreenshot(loteCard(page, '1º lote'), { path: `${dir}/lote-error-${theme}-${width}.png` });
      } finally {
        await close();
      }
    }
  }
});
