// The admin price tables, category tables, home banners and news ticker screens, end to end
// against the local stack, signed in as the demo admin: create and edit a price table (stable
// item ids, centavos), the in-use warning and the deletion block on pt-pista; create a category
// table with a subdivided column, add / edit / delete a row for an event, view it and download
// the CSV (BOM, ';', CRLF); reorder, toggle and create banners (with an uploaded JPEG) and see the
// new banner on the public home after the rebuild; a banner edit on the audit screen (author
// e-mail, changed field); ticker clamping; axe on every screen in both themes. Screenshots for
// review with GN_SCREENSHOTS=1 (test-results/admin-tables-banners-shots/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import { adminDb, waitForApi } from '../support/functions-api.ts';
import { ADMIN_URL, SITE_URL } from './env';
import {
  deleteAndConfirm,
  seriousViolations,
  settled,
  signInToAdmin,
  themedAdminPage,
  keepScreenshot,
  openAdminScreen,
} from './steps';

test.describe.configure({ mode: 'serial' });

const TAG = Date.now().toString(36);
const PRICE_TABLE = `Tabela E2E ${TAG}`;
const CATEGORY_TABLE = `Categorias E2E ${TAG}`;
const BANNER_TITLE = `Banner E2E ${TAG}`;
const RACE_EVENT = 'evt-meia-maratona-curitiba';
const ROW_NAME = `E2E ${TAG} 3 km`;
const ROW_EDITED = `E2E ${TAG} 3,5 km`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function docData(collection: string, id: string) {
  const snapshot = await adminDb().collection(collection).doc(id).get();
  return snapshot.exists ? snapshot.data()! : null;
}

// ---------------------------------------------------------------- price tables

test('price table: create with items in reais, edit keeping item ids, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Tabelas de Preços' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tabelas de Preços', level: 1 })).toBeVisible();
  await settled(page);
  // The unpublished seeded table shows its badge.
  const vip = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Camarote VIP Patrocinador' }) });
  await expect(vip.getByText('Rascunho')).toBeVisible();
  await expect(vip.getByText('2 itens')).toBeVisible();

  await page.getByRole('link', { name: 'Nova Tabela' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas/novo`);
  await page.getByRole('button', { name: 'Criar Tabela' }).click();
  await expect(page.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
  await expect(page.getByText('Todos os itens devem ter um rótulo')).toBeVisible();
  // The last item cannot be removed.
  await expect(page.getByRole('button', { name: 'Remover item 1' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Nome' }).fill(PRICE_TABLE);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Criada pelo teste de ponta a ponta.');
  await page.getByRole('textbox', { name: 'Rótulo do item 1' }).fill('Inteira');
  await page.getByRole('spinbutton', { name: 'Valor (R$) do item 1' }).fill('120');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(page.getByRole('combobox', { name: 'Tipo do item 1' })).toHaveValue('inteira');
  await page.getByRole('textbox', { name: 'Rótulo do item 2' }).fill('Meia-entrada');
  await page.getByRole('combobox', { name: 'Tipo do item 2' }).selectOption({ label: 'Meia-entrada (cota)' });
  await page.getByRole('spinbutton', { name: 'Valor (R$) do item 2' }).fill('60.5');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page.getByRole('textbox', { name: 'Rótulo do item 3' }).fill('Cortesia');
  await page.getByRole('button', { name: 'Mover item 3 para cima' }).click();
  await expect(page.getByRole('textbox', { name: 'Rótulo do item 2' })).toHaveValue('Cortesia');
  await page.getByRole('switch', { name: 'Publicada' }).click();
  await page.getByRole('button', { name: 'Criar Tabela' }).click();
  await expect(toast(page, 'Tabela criada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas`);

  // Search by name; the card shows the badge, description and item count.
  await page.getByRole('searchbox', { name: 'Buscar tabelas por nome' }).fill(`e2e ${TAG}`);
  const card = page.getByRole('list', { name: 'Tabelas de preços' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Publicada')).toBeVisible();
  await expect(card.getByText('3 itens')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar tabelas por nome' }).fill('nada-assim-zzz');
  await expect(page.getByText('Nenhuma tabela encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();

  const created = await adminDb().collection('pricing_tables').where('nome', '==', PRICE_TABLE).get();
  expect(created.size).toBe(1);
  const tableId = created.docs[0]!.id;
  const itens = created.docs[0]!.data().itens as {
    id: string;
    label: string;
    valor_centavos: number | null;
    tipo?: string;
  }[];
  expect(itens.map((i) => [i.label, i.valor_centavos, i.tipo])).toEqual([
    ['Inteira', 12000, 'inteira'],
    ['Cortesia', null, 'inteira'],
    ['Meia-entrada', 6050, 'meia'],
  ]);
  for (const item of itens) expect(item.id).toMatch(UUID);
  expect(created.docs[0]!.data().publicada).toBe(true);
  // An option saved before kinds existed (no tipo) must open as an inteira.
  await adminDb()
    .doc(`pricing_tables/${tableId}`)
    .update({ itens: itens.map(({ tipo, ...item }, i) => (i === 0 ? item : { ...item, tipo })) });

  // Edit: rename an item and remove another; the remaining ids never change.
  await page.getByRole('link', { name: PRICE_TABLE }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas/${tableId}`);
  await settled(page);
  await expect(page.getByRole('spinbutton', { name: 'Valor (R$) do item 3' })).toHaveValue('60.50');
  await expect(page.getByRole('combobox', { name: 'Tipo do item 1' })).toHaveValue('inteira');
  await expect(page.getByRole('combobox', { name: 'Tipo do item 3' })).toHaveValue('meia');
  await page.getByRole('textbox', { name: 'Rótulo do item 1' }).fill('Inteira (lote 1)');
  await page.getByRole('combobox', { name: 'Tipo do item 3' }).selectOption('meia_idoso');
  await page.getByRole('button', { name: 'Remover item 2' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Tabela atualizada com sucesso')).toBeVisible();
  const edited = (await docData('pricing_tables', tableId))!.itens as typeof itens;
  expect(edited).toEqual([
    { id: itens[0]!.id, label: 'Inteira (lote 1)', valor_centavos: 12000, tipo: 'inteira' },
    { id: itens[2]!.id, label: 'Meia-entrada', valor_centavos: 6050, tipo: 'meia_idoso' },
  ]);

  // Not in use: it can be deleted, after the confirmation.
  await page.getByRole('link', { name: PRICE_TABLE }).click();
  await settled(page);
  await expect(page.getByRole('combobox', { name: 'Tipo do item 2' })).toHaveValue('meia_idoso');
  await expect(page.getByRole('region', { name: /Tabela em uso/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Tabela excluída com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas`);
  expect(await docData('pricing_tables', tableId)).toBeNull();
});

test('price table in use (pt-pista): warning with public links, deletion blocked', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/tabelas/pt-pista`);
  await settled(page);
  const warning = page.getByRole('region', { name: /Tabela em uso por \d+ eventos?/ });
  await expect(warning).toBeVisible();
  const users = await adminDb()
    .collection('events')
    .where('pricing_table_ids', 'array-contains', 'pt-pista')
    .get();
  expect(users.size).toBeGreaterThan(1);
  const links = warning.getByRole('link', { name: /abre a página pública/ });
  await expect(links).toHaveCount(users.size);
  const slugs = users.docs.map((d) => d.data().slug as string);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(slugs.map((s) => `${SITE_URL}/eventos/${s}`)).toContain(href);
  }

  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    toast(page, `Esta tabela está sendo usada por ${users.size} evento(s) e não pode ser excluída`),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await docData('pricing_tables', 'pt-pista')).not.toBeNull();
});

// ---------------------------------------------------------------- category tables

test('category table: create the structure with options and a subdivided column', async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Tabelas de Categorias' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tabelas de Categorias', level: 1 })).toBeVisible();
  await settled(page);
  await page.getByRole('link', { name: 'Nova Tabela' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas-categorias/novo`);

  await page.getByRole('button', { name: 'Criar Tabela' }).click();
  await expect(page.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
  await expect(page.getByText('Todas as colunas devem ter um nome')).toBeVisible();
  await page.getByRole('button', { name: 'Remover coluna 1' }).click();
  await page.getByRole('button', { name: 'Criar Tabela' }).click();
  await expect(page.getByText('Adicione pelo menos uma coluna')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(CATEGORY_TABLE);
  await page.getByRole('button', { name: 'Adicionar coluna' }).click();
  await page.getByRole('textbox', { name: 'Nome da coluna 1' }).fill('Modalidade');
  await page.getByRole('combobox', { name: 'Tipo da coluna 1' }).selectOption('multipla_escolha');
  const options = page.getByRole('textbox', { name: 'Opções da coluna 1' });
  await options.fill('Corrida');
  await options.press('Enter');
  await options.fill('Caminhada');
  await options.press('Enter');
  await expect(page.getByRole('button', { name: 'Remover opção Caminhada' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar coluna' }).click();
  await page.getByRole('textbox', { name: 'Nome da coluna 2' }).fill('Largada');
  await page.getByRole('button', { name: 'Adicionar subdivisão à coluna 2' }).click();
  await page.getByRole('textbox', { name: 'Subdivisão 1 da coluna 2' }).fill('Bat.1');
  await page.getByRole('button', { name: 'Adicionar subdivisão à coluna 2' }).click();
  await page.getByRole('textbox', { name: 'Subdivisão 2 da coluna 2' }).fill('Bat.2');
  await page.getByRole('button', { name: 'Mover coluna 2 para cima' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome da coluna 1' })).toHaveValue('Largada');
  await page.getByRole('button', { name: 'Criar Tabela' }).click();
  await expect(toast(page, 'Tabela criada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/tabelas-categorias`);

  const created = await adminDb().collection('category_tables').where('nome', '==', CATEGORY_TABLE).get();
  expect(created.size).toBe(1);
  const colunas = created.docs[0]!.data().colunas as Record<string, unknown>[];
  expect(colunas.map((c) => [c.nome, c.tipo, c.ordem, c.opcoes])).toEqual([
    ['Largada', 'texto', 0, null],
    ['Modalidade', 'multipla_escolha', 1, ['Corrida', 'Caminhada']],
  ]);
  const subs = colunas[0]!.subdivisoes as { id: string; nome: string }[];
  expect(subs.map((s) => s.nome)).toEqual(['Bat.1', 'Bat.2']);
  for (const s of subs) expect(s.id).toMatch(UUID);

  // A new table has no rows: exporting says so.
  await page.getByRole('button', { name: `Exportar ${CATEGORY_TABLE} (CSV)` }).click();
  await expect(toast(page, 'Não há dados para exportar')).toBeVisible();
});

test('category data: add and edit a row for an event, view it, export the CSV, delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/tabelas-categorias`);
  await settled(page);
  await page.getByRole('link', { name: 'Dados de Categorias de Corrida' }).click();
  await settled(page);
  await page.getByRole('combobox', { name: 'Evento', exact: true }).selectOption(RACE_EVENT);
  await expect(page).toHaveURL(
    `${ADMIN_URL}/admin/tabelas-categorias/ct-categorias-corrida/dados?eventId=${RACE_EVENT}`,
  );
  await settled(page);

  const before = await adminDb()
    .collection('event_category_data')
    .where('table_id', '==', 'ct-categorias-corrida')
    .where('event_id', '==', RACE_EVENT)
    .get();
  const n = before.size + 1;
  const maxOrder = Math.max(-1, ...before.docs.map((d) => d.data().linha_ordem as number));

  await page.getByRole('button', { name: 'Adicionar linha' }).click();
  await expect(page.getByRole('textbox', { name: `Categoria, linha ${n}` })).toBeFocused();
  await page.getByRole('textbox', { name: `Categoria, linha ${n}` }).fill(ROW_NAME);
  await page.getByRole('spinbutton', { name: `Distância (km), linha ${n}` }).fill('3.5');
  await page.getByRole('combobox', { name: `Público, linha ${n}` }).selectOption('PCD');
  await page.getByRole('textbox', { name: `Largada - Bat.1, linha ${n}` }).fill('06:30');
  await page.getByRole('spinbutton', { name: `Vagas - Bat.2, linha ${n}` }).fill('40');
  await page.getByRole('button', { name: `Salvar linha ${n}` }).click();
  await expect(toast(page, 'Registro salvo com sucesso')).toBeVisible();

  const added = await adminDb()
    .collection('event_category_data')
    .where('table_id', '==', 'ct-categorias-corrida')
    .where('event_id', '==', RACE_EVENT)
    .where('linha_ordem', '==', maxOrder + 1)
    .get();
  expect(added.size).toBe(1);
  const rowId = added.docs[0]!.id;
  expect(added.docs[0]!.data().dados).toEqual({
    categoria: ROW_NAME,
    distancia: '3.5',
    publico: 'PCD',
    'largada.bat1': '06:30',
    'vagas.bat2': '40',
  });

  // Inline edit, saved with Enter.
  await page.getByRole('button', { name: `Editar linha ${n}` }).click();
  const category = page.getByRole('textbox', { name: `Categoria, linha ${n}` });
  await category.fill(ROW_EDITED);
  await category.press('Enter');
  // Back to display mode once saved (the input is gone).
  await expect(category).toHaveCount(0);
  await expect(page.getByRole('cell', { name: ROW_EDITED })).toBeVisible();
  await expect
    .poll(
      async () => ((await docData('event_category_data', rowId))!.dados as Record<string, string>).categoria,
    )
    .toBe(ROW_EDITED);

  // Read-only view: grouped header for the subdivisions.
  await page.getByRole('link', { name: 'Visualizar' }).click();
  await expect(page).toHaveURL(
    `${ADMIN_URL}/admin/tabelas-categorias/ct-categorias-corrida/visualizar?eventId=${RACE_EVENT}`,
  );
  await settled(page);
  await expect(page.getByRole('columnheader', { name: 'Largada' })).toHaveAttribute('colspan', '2');
  await expect(page.getByRole('columnheader', { name: 'Bat.1' }).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: ROW_EDITED });
  await expect(row.getByRole('cell', { name: '3,5', exact: true })).toBeVisible();

  // CSV of this event's rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('categorias-de-corrida-meia-maratona-parques-de-curitiba.csv');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'Categoria;Distância (km);Público;Largada - Bat.1;Largada - Bat.2;Vagas - Bat.1;Vagas - Bat.2',
  );
  expect(lines).toContain(`${ROW_EDITED};3,5;PCD;06:30;;;40`);
  expect(lines).toHaveLength(n + 1);
  await expect(toast(page, 'Tabela exportada com sucesso')).toBeVisible();

  // CSV of every event's rows, from the list: an 'Evento' column first.
  await page.goto(`${ADMIN_URL}/admin/tabelas-categorias`);
  await settled(page);
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Categorias de Corrida (CSV)' }).click(),
  ]);
  const allText = readFileSync((await all.path())!).toString('utf8');
  expect(allText.startsWith('\uFEFFEvento;Categoria;')).toBe(true);
  expect(allText).toContain(`\r\nMeia Maratona Parques de Curitiba;${ROW_EDITED};3,5;PCD;06:30;;;40`);

  // Delete the row, after the confirmation.
  await page.goto(`${ADMIN_URL}/admin/tabelas-categorias/ct-categorias-corrida/dados?eventId=${RACE_EVENT}`);
  await settled(page);
  await deleteAndConfirm(page, page.getByRole('button', { name: `Excluir linha ${n}` }));
  await expect(toast(page, 'Registro excluído com sucesso')).toBeVisible();
  await expect(page.getByRole('cell', { name: ROW_EDITED })).toHaveCount(0);
  expect(await docData('event_category_data', rowId)).toBeNull();
});

// ---------------------------------------------------------------- banners and ticker

function bannerCard(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: /Banners, na ordem/ })
    .getByRole('listitem', { name: new RegExp(`^\\d+\\. ${title}$`) });
}

async function bannerTitles(page: Page): Promise<string[]> {
  // Direct children only: each card also holds a list of its buttons.
  const items = page.getByRole('list', { name: /Banners, na ordem/ }).locator(':scope > li');
  return (await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label') ?? ''))).map((l) =>
    l.replace(/^\d+\. /, ''),
  );
}

test('banners: move up and down (swapping ordem), activate and deactivate', async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Banners', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await settled(page);
  const start = await bannerTitles(page);
  const i = start.indexOf('Meia-entrada sem dúvidas');
  expect(i).toBeGreaterThan(0);
  const above = start[i - 1]!;
  const stored = (await adminDb().collection('home_banners').get()).docs.map((d) => d.data());
  const ordemOf = (title: string) =>
    stored.find((b) => (b.titulo as string).normalize() === title.normalize())!.ordem as number;
  const [orderA, orderB] = [ordemOf('Meia-entrada sem dúvidas'), ordemOf(above)];

  await page.getByRole('button', { name: 'Mover “Meia-entrada sem dúvidas” para cima' }).click();
  await expect
    .poll(() => bannerTitles(page))
    .toEqual([...start.slice(0, i - 1), start[i]!, above, ...start.slice(i + 1)]);
  expect((await docData('home_banners', 'banner-meia-entrada'))!.ordem).toBe(orderB);
  await page.getByRole('button', { name: 'Mover “Meia-entrada sem dúvidas” para baixo' }).click();
  await expect.poll(() => bannerTitles(page)).toEqual(start);
  expect((await docData('home_banners', 'banner-meia-entrada'))!.ordem).toBe(orderA);

  const rock = bannerCard(page, 'Rock na Serra Gaúcha');
  await expect(rock.getByText('Inativo')).toBeVisible();
  await rock.getByRole('switch', { name: 'Ativo' }).click();
  await expect(toast(page, 'Banner ativado com sucesso')).toBeVisible();
  await expect(rock.getByRole('switch', { name: 'Ativo' })).toBeChecked();
  expect((await docData('home_banners', 'banner-rock-na-serra'))!.ativo).toBe(true);
  await rock.getByRole('switch', { name: 'Ativo' }).click();
  await expect(toast(page, 'Banner desativado com sucesso')).toBeVisible();
  expect((await docData('home_banners', 'banner-rock-na-serra'))!.ativo).toBe(false);
});

test('banners: create one with an uploaded image, see it on the public home, delete it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/banners`);
  await settled(page);
  await page.getByRole('link', { name: 'Novo Banner' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/banners/novo`);

  // The upload goes through the API function: wait until it is loaded.
  await waitForApi();
  await page.getByRole('button', { name: 'Criar Banner' }).click();
  await expect(page.getByText('Imagem é obrigatória')).toBeVisible();
  await expect(page.getByText('Informe o texto do botão')).toBeVisible();

  const jpeg = await sharp({
    create: { width: 1600, height: 600, channels: 3, background: { r: 84, g: 51, b: 199 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  await page
    .getByLabel('Imagem do banner')
    .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  // The first call to a cold functions emulator can take a while (bundle and sharp loading).
  await expect(toast(page, 'Imagem carregada com sucesso')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute(
    'src',
    /banners/,
  );

  await page.getByRole('textbox', { name: 'Título' }).fill(BANNER_TITLE);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Banner criado pelo teste de ponta a ponta.');
  await page.getByRole('textbox', { name: 'Texto do botão' }).first().fill('Ver evento');
  const eventSelect = page.getByRole('combobox', { name: 'Evento publicado' });
  await expect(eventSelect.getByRole('option', { name: 'Festival Sons do Cerrado' })).toHaveCount(1);
  await eventSelect.selectOption({ label: 'Festival Sons do Cerrado' });

  await page.getByRole('switch', { name: 'Segundo botão' }).click();
  await page.getByRole('textbox', { name: 'Texto do botão' }).nth(1).fill('Agenda');
  await page.getByRole('combobox', { name: 'Tipo de link' }).nth(1).selectOption('pagina');
  await page.getByRole('textbox', { name: 'Caminho da página' }).fill('eventos');
  await page.getByRole('button', { name: 'Criar Banner' }).click();
  await expect(page.getByText('O caminho da página deve começar com /')).toBeVisible();
  await page.getByRole('textbox', { name: 'Caminho da página' }).fill('/eventos');
  await page.getByRole('button', { name: 'Criar Banner' }).click();
  await expect(toast(page, 'Banner criado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/banners`);
  await settled(page);

  // Last in the list: the highest ordem plus 1. The list page may still show what it loaded
  // before the save (or be about to load), so wait for the list itself to name the new banner.
  await expect.poll(async () => (await bannerTitles(page)).at(-1)).toBe(BANNER_TITLE);
  const all = await adminDb().collection('home_banners').get();
  const mine = all.docs.find((d) => d.data().titulo === BANNER_TITLE)!;
  const others = all.docs.filter((d) => d.id !== mine.id).map((d) => d.data().ordem as number);
  expect(mine.data()).toMatchObject({
    ordem: Math.max(...others) + 1,
    ativo: true,
    botao1_texto: 'Ver evento',
    botao1_tipo: 'evento',
    botao1_referencia: 'festival-sons-do-cerrado',
    botao2_texto: 'Agenda',
    botao2_tipo: 'pagina',
    botao2_referencia: '/eventos',
  });

  // The automatic rebuild puts it on the public home.
  const deadline = Date.now() + 150_000;
  let html = '';
  while (Date.now() < deadline) {
    html = await (await fetch(`${SITE_URL}/`, { cache: 'no-store' })).text();
    if (html.includes(BANNER_TITLE)) break;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  expect(html).toContain(BANNER_TITLE);

  await deleteAndConfirm(
    page,
    bannerCard(page, BANNER_TITLE).getByRole('button', { name: `Excluir “${BANNER_TITLE}”` }),
  );
  await expect(toast(page, 'Banner excluído com sucesso')).toBeVisible();
  await expect(bannerCard(page, BANNER_TITLE)).toHaveCount(0);
  expect(await docData('home_banners', mine.id)).toBeNull();
});

test('banner form: edit keeps ordem and shows the stored references', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/banners`);
  await settled(page);
  await bannerCard(page, 'Festival de Inverno de Campos do Jordão')
    .getByRole('link', { name: /^Editar/ })
    .click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/banners/banner-festival-inverno`);
  await settled(page);
  await expect(page.getByRole('combobox', { name: 'Evento publicado' })).toHaveValue(
    'festival-de-inverno-de-campos-do-jordao',
  );
  await expect(page.getByRole('switch', { name: 'Segundo botão' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Caminho da página' })).toHaveValue('/eventos');
  const before = (await docData('home_banners', 'banner-festival-inverno'))!;
  await page.getByRole('textbox', { name: 'Descrição' }).fill(`${before.descricao as string} `);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Banner atualizado com sucesso')).toBeVisible();
  const after = (await docData('home_banners', 'banner-festival-inverno'))!;
  // Only the author stamp (audit log) changes; an unchanged save logs no audit entry.
  expect(after).toEqual({ ...before, updated_by: DEMO_ADMIN.uid });
});

test('audit: a banner edit shows on the audit screen with the admin e-mail and the changed field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = 'banner-festival-inverno';
  const before = (await docData('home_banners', id))!;
  const title = before.titulo as string;
  const edited = `Descrição auditada ${TAG}`;
  await signInToAdmin(page);
  try {
    await page.goto(`${ADMIN_URL}/admin/banners/${id}`);
    await settled(page);
    await page.getByRole('textbox', { name: 'Descrição' }).fill(edited);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(toast(page, 'Banner atualizado com sucesso')).toBeVisible();

    // The audit trigger writes the entry about a second after the write on an idle stack; the
    // emulator runs triggers one at a time, so under a full test run it can queue for a while.
    await expect
      .poll(
        async () => {
          const log = await adminDb()
            .collection('audit_log')
            .where('target', '==', `home_banners/${id}`)
            .get();
          return log.docs.some((d) => d.get('changes.descricao.after') === edited);
        },
        { timeout: 90_000 },
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Auditoria' }).first().click();
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    await settled(page);
    await page.getByRole('searchbox', { name: 'Filtrar por alvo' }).fill(title);
    const entry = page
      .getByRole('list', { name: 'Registros de auditoria' })
      .getByRole('listitem')
      .filter({ hasText: `Atualização · Banner “${title}”` })
      .first();
    await expect(entry).toContainText(DEMO_ADMIN.email);
    await entry.getByRole('button', { name: /1 campo/ }).click();
    const row = entry.getByRole('row', { name: /descricao/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText(before.descricao as string);
    await expect(row.getByRole('cell').nth(1)).toHaveText(edited);
  } finally {
    // Back to the seeded banner (a server write without updated_by: not logged).
    await adminDb().doc(`home_banners/${id}`).set(before);
  }
});

test('news ticker: digits only, clamped on save (500 → 200), then restored', async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Banner de Notícias' }).click();
  await expect(page.getByRole('heading', { name: 'Banner de Notícias', level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByText('O banner sempre mostra as notícias publicadas mais recentes.')).toBeVisible();
  const speed = page.getByRole('textbox', { name: 'Velocidade da animação (segundos)' });
  const count = page.getByRole('textbox', { name: 'Número de notícias' });
  await expect(speed).toHaveValue('50');
  await expect(count).toHaveValue('10');
  await expect(page.getByRole('switch', { name: 'Ativo' })).toBeChecked();

  await speed.fill('');
  await speed.pressSequentially('5a0b0');
  await expect(speed).toHaveValue('500');
  await count.fill('1');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(toast(page, 'Configurações atualizadas com sucesso')).toBeVisible();
  await expect(speed).toHaveValue('200');
  await expect(count).toHaveValue('3');
  // site_settings is audited: the write also carries its author and time.
  expect(await docData('site_settings', 'news_banner')).toMatchObject({
    ativo: true,
    velocidade: 200,
    limite_noticias: 3,
    updated_by: DEMO_ADMIN.uid,
  });

  await speed.fill('50');
  await count.fill('10');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect
    .poll(() => docData('site_settings', 'news_banner'))
    .toMatchObject({ ativo: true, velocidade: 50, limite_noticias: 10 });
});

// ---------------------------------------------------------------- accessibility and screenshots

const SCREENS = [
  { name: 'pricing-list', path: '/admin/tabelas', ready: 'Tabelas de Preços' },
  { name: 'pricing-new', path: '/admin/tabelas/novo', ready: 'Nova Tabela de Preços' },
  { name: 'pricing-edit', path: '/admin/tabelas/pt-pista', ready: 'Editar Tabela de Preços' },
  { name: 'category-list', path: '/admin/tabelas-categorias', ready: 'Tabelas de Categorias' },
  { name: 'category-new', path: '/admin/tabelas-categorias/novo', ready: 'Nova Tabela de Categorias' },
  {
    name: 'category-structure',
    path: '/admin/tabelas-categorias/ct-categorias-corrida/estrutura',
    ready: 'Estrutura da Tabela',
  },
  {
    name: 'category-data',
    path: `/admin/tabelas-categorias/ct-categorias-corrida/dados?eventId=${RACE_EVENT}`,
    ready: 'Dados: Categorias de Corrida',
  },
  {
    name: 'category-view',
    path: '/admin/tabelas-categorias/ct-categorias-corrida/visualizar',
    ready: 'Categorias de Corrida',
  },
  { name: 'banner-list', path: '/admin/banners', ready: 'Banners' },
  { name: 'banner-new', path: '/admin/banners/novo', ready: 'Novo Banner' },
  { name: 'banner-edit', path: '/admin/banners/banner-sons-do-cerrado', ready: 'Editar Banner' },
  { name: 'news-banner', path: '/admin/banner-noticias', ready: 'Banner de Notícias' },
] as const;

/** axe's serious findings with the pointer off any control: the resting colours, not a hover state. */
async function restingViolations(page: Page, where: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  return seriousViolations(page, where);
}

for (const theme of ['gn-light', 'gn-dark'] as const) {
  test(`axe: no serious or critical violations on the tables, banners and ticker screens (${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { page, close } = await themedAdminPage(browser, theme);
    try {
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await openAdminScreen(page, screen.path);
        await expect(page.getByRole('heading', { name: screen.ready, level: 1 })).toBeVisible();
        await settled(page);
        problems.push(...(await restingViolations(page, screen.name)));
        if (screen.name === 'category-data') {
          // The row editor (inputs, selects) and the delete confirmation.
          await page.getByRole('button', { name: 'Editar linha 1' }).click();
          problems.push(...(await restingViolations(page, `${screen.name}/editing`)));
          await page.getByRole('button', { name: 'Cancelar edição da linha 1' }).click();
          await page.getByRole('button', { name: 'Excluir linha 1' }).click();
          const cancel = page.getByRole('dialog').getByRole('button', { name: 'Cancelar' });
          await expect(cancel).toBeVisible();
          problems.push(...(await restingViolations(page, `${screen.name}/confirm`)));
          await cancel.click();
        }
        if (screen.name.endsWith('-new')) {
          // Validation messages shown.
          await page.getByRole('button', { name: /^Criar / }).click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          problems.push(...(await restingViolations(page, `${screen.name}/errors`)));
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
}

test('screenshots for review (GN_SCREENSHOTS=1)', async ({ browser }) => {
  test.skip(!process.env.GN_SCREENSHOTS, 'set GN_SCREENSHOTS=1 to write the review screenshots');
  test.setTimeout(300_000);
  const dir = path.resolve('test-results/admin-tables-banners-shots');
  for (const theme of ['gn-light', 'gn-dark'] as const) {
    for (const width of [375, 1280]) {
      const { page, close } = await themedAdminPage(browser, theme, width);
      try {
        for (const screen of SCREENS) {
          await page.goto(`${ADMIN_URL}${screen.path}`);
          await expect(page.getByRole('heading', { name: screen.ready, level: 1 })).toBeVisible();
          await settled(page);
          await page.waitForTimeout(400);
          await keepScreenshot(page, { path: `${dir}/${screen.name}-${theme}-${width}.png`, fullPage: true });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${screen.name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        }
      } finally {
        await close();
      }
    }
  }
});
