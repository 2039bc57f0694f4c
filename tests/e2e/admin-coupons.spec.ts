// The admin coupon screens (/admin/cupons), end to end against the local stack, signed in as the
// demo admin: the seeded GN10, NORDESTE50 and CARNAVAL25 in the list with their labels, search
// and status filter; create TESTE15 (15%, 3 uses, one event) with the shared schema's messages
// on the way, edit it (switched off → 'Desativado'), a duplicate code refused with the server's
// message and nothing typed lost, its figures once used and the delete refused, then deleted once
// unused; the CSV export of the rows shown; the create on the audit screen as 'Cupom'; axe in
// both themes. Screenshots for review with GN_SCREENSHOTS=1 (test-results/admin-coupons-shots/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import {
  deleteAndConfirm,
  seriousViolations,
  settled,
  signInToAdmin,
  themedAdminPage,
  keepScreenshot,
} from './steps';

test.describe.configure({ mode: 'serial' });

const CODE = 'TESTE15';
const EVENT_ID = 'evt-nordeste-digital';
const EVENT_TITLE = 'Conferência Nordeste Digital';
const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-coupons-shots');

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The list's row (table from 40rem) of a coupon. */
function couponRow(page: Page, code: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
}

async function openList(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Cupons' }).first().click();
  await expect(page.getByRole('heading', { name: 'Cupons', level: 1 })).toBeVisible();
  await settled(page);
}

async function removeCoupon(code: string): Promise<void> {
  const ref = adminDb().collection('coupons').doc(code);
  await adminDb().recursiveDelete(ref);
}

test.beforeAll(async () => {
  await removeCoupon(CODE);
});

test('the list shows the seeded coupons, searched by code and filtered by status', async ({ page }) => {
  await signInToAdmin(page);
  await openList(page);

  const gn10 = couponRow(page, 'GN10');
  await expect(gn10).toContainText('10%');
  await expect(gn10).toContainText('Todos os eventos');
  await expect(gn10).toContainText('Sem prazo');
  await expect(gn10).toContainText('Ilimitado');
  await expect(gn10.getByText('Ativo', { exact: true })).toBeVisible();

  const nordeste = couponRow(page, 'NORDESTE50');
  await expect(nordeste).toContainText('R$ 50,00');
  await expect(nordeste).toContainText('0 de 100');
  await expect(nordeste).toContainText(EVENT_TITLE);
  // \s: a date keeps its words and time on one line with no-break spaces.
  await expect(nordeste).toContainText(/de\s\d{2}\/\d{2}\/\d{4}\s09:00 até\s\d{2}\/\d{2}\/\d{4}\s23:59/);

  await expect(couponRow(page, 'CARNAVAL25').getByText('Expirado', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Expirado' });
  await expect(page).toHaveURL(/status=expirado/);
  await expect(couponRow(page, 'CARNAVAL25')).toBeVisible();
  await expect(couponRow(page, 'GN10')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Todos os status' });

  await page.getByRole('searchbox', { name: 'Buscar cupons' }).fill('nordeste');
  await expect(couponRow(page, 'NORDESTE50')).toBeVisible();
  await expect(couponRow(page, 'GN10')).toHaveCount(0);
  // Of all the coupons: the functions tests that run before on the same stack make their own.
  await expect(page.getByText(/^1 cupom de \d+$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar cupons' }).fill('nada-assim');
  await expect(page.getByText('Nenhum cupom encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(couponRow(page, 'GN10')).toBeVisible();
});

test('create TESTE15, edit it, a duplicate code refused, figures once used, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToAdmin(page);
  await openList(page);
  await page.getByRole('link', { name: 'Novo cupom' }).first().click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons/novo`);
  await expect(page.getByRole('heading', { name: 'Novo cupom', level: 1 })).toBeVisible();

  // The shared schema's messages, at the fields.
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText('Código: de 3 a 30 letras sem acento, números, - ou _')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Código' });
  await code.fill('teste15');
  await expect(code).toHaveValue(CODE);
  await page.getByRole('spinbutton', { name: 'Percentual (%)' }).fill('150');
  await page.getByRole('spinbutton', { name: 'Usos no total' }).fill('3');
  await page.getByRole('combobox', { name: 'Vale para' }).selectOption({ label: 'Eventos escolhidos' });
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText('Percentual: um número inteiro de 1 a 100')).toBeVisible();
  await expect(page.getByText('Escolha pelo menos um evento')).toBeVisible();

  // Fixed amount and back: the amount field follows the kind.
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Valor fixo' });
  await expect(page.getByRole('spinbutton', { name: 'Valor do desconto (R$)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Percentual' });
  await page.getByRole('spinbutton', { name: 'Percentual (%)' }).fill('15');

  // The checklist lists the next events; a search finds any of them, and Enter does not submit.
  const eventSearch = page.getByRole('searchbox', { name: 'Buscar evento' });
  await eventSearch.fill('nordeste digit');
  await eventSearch.press('Enter');
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons/novo`);
  await page.getByRole('checkbox', { name: EVENT_TITLE }).check();
  await eventSearch.fill('nenhum evento tem este nome');
  await expect(page.getByRole('checkbox', { name: EVENT_TITLE })).toBeChecked();
  await eventSearch.fill('');
  const options = page.getByRole('group', { name: /Opções de preço/ });
  await expect(options.getByRole('checkbox').first()).toBeVisible();
  await expect(options.getByRole('checkbox', { name: /– Profissional$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(toast(page, 'Cupom criado')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons`);

  const stored = (await adminDb().collection('coupons').doc(CODE).get()).data()!;
  expect(stored).toMatchObject({
    codigo: CODE,
    tipo: 'percentual',
    percentual: 15,
    valor_centavos: null,
    usos_max: 3,
    usos_por_conta: null,
    eventos: [EVENT_ID],
    opcoes: [],
    ativo: true,
    valido_de: null,
    valido_ate: null,
  });
  const row = couponRow(page, CODE);
  await expect(row).toContainText('15%');
  await expect(row).toContainText('0 de 3');
  await expect(row).toContainText(EVENT_TITLE);
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();

  // Edit: the code is fixed; switched off it shows 'Desativado'.
  await row.getByRole('link', { name: CODE, exact: true }).click();
  await settled(page);
  await expect(page.getByRole('heading', { name: `Cupom ${CODE}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('O código não pode ser mudado')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: EVENT_TITLE })).toBeChecked();
  await page.getByRole('switch', { name: 'Ativo' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Cupom salvo')).toBeVisible();
  await expect(couponRow(page, CODE).getByText('Desativado', { exact: true })).toBeVisible();
  expect((await adminDb().collection('coupons').doc(CODE).get()).get('ativo')).toBe(false);

  // The same code again: the server's message, under the field too; nothing typed is lost.
  await page.getByRole('link', { name: 'Novo cupom' }).first().click();
  await page.getByRole('textbox', { name: 'Código' }).fill(CODE);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Outro');
  await page.getByRole('spinbutton', { name: 'Percentual (%)' }).fill('20');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(toast(page, 'Já existe um cupom com este código')).toBeVisible();
  await expect(
    page.locator('p.text-danger', { hasText: 'Já existe um cupom com este código' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons/novo`);
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Outro');
  await expect(page.getByRole('spinbutton', { name: 'Percentual (%)' })).toHaveValue('20');

  // Once used (a paid order's use), its figures show and it cannot be deleted.
  const use = adminDb().collection('coupons').doc(CODE).collection('usos').doc('e2e-use');
  await use.set({
    indice: 0,
    order_id: 'e2e-order',
    claim_id: 'e2e-claim',
    user_id: 'e2e-user',
    event_id: EVENT_ID,
    estado: 'usado',
    desconto: 1500,
    total: 10500,
    expira_em: null,
    created_at: Timestamp.now(),
  });
  await page.goto(`${ADMIN_URL}/admin/cupons/${CODE}`);
  await settled(page);
  const figures = page.getByRole('region', { name: 'Uso do cupom' });
  await expect(figures).toContainText('R$ 105,00');
  await expect(figures).toContainText('R$ 15,00');
  await expect(figures.getByText('Desativado')).toBeVisible();
  await deleteAndConfirm(page);
  await expect(toast(page, 'Este cupom já foi usado e não pode ser excluído: desative-o')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons/${CODE}`);

  // Unused again: deleted.
  await use.delete();
  await page.reload();
  await settled(page);
  await deleteAndConfirm(page);
  await expect(toast(page, 'Cupom excluído')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/cupons`);
  await settled(page);
  await expect(couponRow(page, 'GN10')).toBeVisible();
  await expect(couponRow(page, CODE)).toHaveCount(0);
  expect((await adminDb().collection('coupons').doc(CODE).get()).exists).toBe(false);

  // The audit screen names the target 'Cupom'.
  await page.getByRole('link', { name: 'Auditoria' }).first().click();
  await settled(page);
  await page.getByRole('searchbox', { name: 'Filtrar por alvo' }).fill(CODE);
  const entries = page.getByRole('list', { name: 'Registros de auditoria' }).getByRole('listitem');
  await expect(entries.filter({ hasText: `Criação · Cupom “${CODE}”` }).first()).toBeVisible();
  await expect(entries.filter({ hasText: `Exclusão · Cupom “${CODE}”` }).first()).toBeVisible();
});

test('CSV export of the rows shown: BOM, ";" and one line per coupon', async ({ page }) => {
  await signInToAdmin(page);
  await openList(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cupons-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Código;Descrição;Tipo;Desconto;Válido de;Válido até;Usos máximos;Usos por conta;Eventos;Ativo;Status;Reservados;Usados;Receita (R$);Descontos (R$)',
  );
  const codes = lines.slice(1).map((l) => l.split(';')[0]);
  expect(codes).toEqual(expect.arrayContaining(['GN10', 'NORDESTE50', 'CARNAVAL25']));
  const nordeste = lines.find((l) => l.startsWith('NORDESTE50;'))!.split(';');
  expect(nordeste[2]).toBe('Valor fixo');
  expect(nordeste[3]!.replace(/\u00a0/g, ' ')).toBe('R$ 50,00');
  expect(nordeste[6]).toBe('100');
  expect(nordeste[8]).toBe(EVENT_TITLE);
  expect(nordeste[10]).toBe('Ativo');
  expect(lines.find((l) => l.startsWith('CARNAVAL25;'))).toContain(';Expirado;');

  // Only the rows shown: the search narrows the file too.
  await page.getByRole('searchbox', { name: 'Buscar cupons' }).fill('GN10');
  await expect(couponRow(page, 'NORDESTE50')).toHaveCount(0);
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const filteredLines = readFileSync(await filtered.path())
    .toString('utf8')
    .trim()
    .split('\r\n');
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toMatch(/^GN10;/);
});

/**
 * A coupon with every column of the list at its widest (30-character code, R$ 1.000.000,00 off,
 * 'a partir de' alone, a million uses, an id of a deleted event, 'Desativado', six-figure revenue),
 * so the layout check does not depend on what else the stack holds.
 */
async function addWidestCoupon(): Promise<string> {
  const code = `LARGURA-${Date.now().toString(36).toUpperCase()}`.padEnd(30, 'X');
  const ref = adminDb().collection('coupons').doc(code);
  const now = Timestamp.now();
  await ref.set({
    codigo: code,
    descricao: 'Cupom de teste com cada coluna da lista na maior largura possível',
    tipo: 'valor',
    percentual: null,
    valor_centavos: 100_000_000,
    valido_de: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    valido_ate: null,
    usos_max: 1_000_000,
    usos_por_conta: null,
    eventos: ['evento-apagado-0123456789abcdefghijklmnopqrstuvwxyz', EVENT_ID],
    opcoes: [],
    ativo: false,
    created_at: now,
    updated_at: now,
  });
  for (const [i, estado] of (['usado', 'usado', 'reservado'] as const).entries()) {
    await ref
      .collection('usos')
      .doc(`largura-${i}`)
      .set({
        indice: i,
        order_id: `largura-${i}`,
        claim_id: `largura-${i}`,
        user_id: 'largura',
        event_id: EVENT_ID,
        estado,
        desconto: 45_678_901,
        total: 456_789_012,
        expira_em: null,
        created_at: now,
      });
  }
  return code;
}

for (const width of [375, 1280]) {
  test(`list and form at ${width} px in both themes: axe, no sideways scroll, screenshots`, async ({
    browser,
  }) => {
    // Six axe scans of pages whose size follows the stack's data: in the full run the functions
    // tests leave hundreds of events (the scope's checklist) and dozens of coupons (2 min was short).
    test.setTimeout(300_000);
    const widest = await addWidestCoupon();
    const problems: string[] = [];
    for (const theme of ['gn-light', 'gn-dark'] as const) {
      const { page, close } = await themedAdminPage(browser, theme, width);
      try {
        const shot = async (name: string) => {
          if (!process.env.GN_SCREENSHOTS) return;
          await keepScreenshot(page, { path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage: true });
        };
        const noSidewaysScroll = async (where: string) => {
          // The page, and the table's own scroller (DataTable scrolls sideways when it must).
          const overflow = await page.evaluate(() =>
            Math.max(
              ...[document.documentElement, ...document.querySelectorAll('main .overflow-x-auto')].map(
                (el) => el.scrollWidth - el.clientWidth,
              ),
            ),
          );
          if (overflow > 0) problems.push(`${where}: ${overflow} px de rolagem lateral`);
        };

        await page.goto(`${ADMIN_URL}/admin/cupons`);
        await settled(page);
        await expect(page.getByRole('link', { name: 'NORDESTE50', exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: widest, exact: true })).toBeVisible();
        // Under 40rem the rows are cards, not a table.
        await expect(page.getByRole('table', { name: 'Cupons' })).toHaveCount(width < 640 ? 0 : 1);
        await noSidewaysScroll(`lista ${theme}`);
        problems.push(...(await seriousViolations(page, `lista ${theme} ${width}`)));
        await shot('lista');

        await page.goto(`${ADMIN_URL}/admin/cupons/novo`);
        await page.getByRole('combobox', { name: 'Vale para' }).selectOption({ label: 'Eventos escolhidos' });
        await page.getByRole('searchbox', { name: 'Buscar evento' }).fill('nordeste');
        await page.getByRole('checkbox', { name: EVENT_TITLE }).check();
        await settled(page);
        await noSidewaysScroll(`novo ${theme}`);
        problems.push(...(await seriousViolations(page, `novo ${theme} ${width}`)));
        await shot('novo');

        await page.goto(`${ADMIN_URL}/admin/cupons/NORDESTE50`);
        await settled(page);
        await expect(page.getByRole('region', { name: 'Uso do cupom' })).toBeVisible();
        await noSidewaysScroll(`edição ${theme}`);
        problems.push(...(await seriousViolations(page, `edição ${theme} ${width}`)));
        await shot('edicao');
      } finally {
        await close();
      }
    }
    await removeCoupon(widest);
    expect(problems).toEqual([]);
  });
}
