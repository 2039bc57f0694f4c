// The admin events and news screens, end to end against the local stack, signed in as the demo
// admin: create (with a cover upload) and publish an event and see it on the public site after
// the rebuild, edit it, the stock refusal below what is sold, the deletion refusal, duplicate and
// delete; the same for a news item; the audit screen; axe on the list and form screens in both
// themes. Screenshots for review with GN_SCREENSHOTS=1 (to GN_SCREENSHOTS_DIR, default
// test-results/admin-shots/, which Playwright empties at the start of every run).
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL, SITE_URL } from './env';
import {
  deleteAndConfirm,
  expectNoSeriousA11yViolations,
  seriousViolations,
  settled,
  signInToAdmin,
  themedAdminPage,
  openAdminScreen,
  waitForSiteChange,
  SITE_CHANGE_CAP_MS,
  keepScreenshot,
} from './steps';

const TAG = Date.now().toString(36);
const EVENT_TITLE = `Festival E2E ${TAG}`;
const EVENT_SLUG = `festival-e2e-${TAG}`;
const NEWS_TITLE = `Notícia E2E ${TAG}`;
const NEWS_SLUG = `noticia-e2e-${TAG}`;
const MINORS_RULE = 'Menores de 16 só acompanhados dos pais ou responsáveis';
let eventId = '';

/** A JPEG drawn by the browser itself (no image fixture on disk). */
async function generatedJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1280, 720);
    gradient.addColorStop(0, '#5433c7');
    gradient.addColorStop(1, '#f97066');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1280, 720);
    g.fillStyle = '#fff';
    g.font = 'bold 96px sans-serif';
    g.fillText('GN E2E', 420, 390);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function uploadCover(page: Page) {
  const jpeg = await generatedJpeg(page);
  await page
    .getByLabel('Imagem de capa')
    .setInputFiles({ name: 'capa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Imagem carregada com sucesso')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute(
    'src',
    /events|news/,
  );
}

function eventCard(page: Page, title: string) {
  return page
    .getByTestId('events-list')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });
}

// One story, in order: each test continues from the previous one's event.
test.describe.serial('events, news and the audit log', () => {
  test('create an event with a cover, publish it, and see it on the public site', async ({ page }) => {
    test.setTimeout(120_000 + SITE_CHANGE_CAP_MS);
    await signInToAdmin(page);
    await page.getByRole('link', { name: 'Eventos' }).first().click();
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Criar Evento' }).click();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos/novo`);

    // Publicar without the required fields: the spec's message.
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Preencha todos os campos obrigatórios antes de publicar')).toBeVisible();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(EVENT_TITLE);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(EVENT_SLUG);
    await page.getByRole('textbox', { name: 'Local' }).fill('ab');
    await page.getByLabel('Data de início').fill('2031-05-10T20:00');
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expect(page.getByText('Local é obrigatório')).toBeVisible();
    await page.getByRole('textbox', { name: 'Local' }).fill('Arena E2E, São Paulo');
    await page.getByRole('spinbutton', { name: 'Estoque total' }).fill('50');

    await page.getByRole('tab', { name: 'Conteúdo' }).click();
    await uploadCover(page);
    await page
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Uma noite <strong>inesquecível</strong>.\n\n<script>window.pwned = 1</script>Segundo parágrafo');
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await expect(preview.locator('strong')).toHaveText('inesquecível');
    await expect(preview.locator('script')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Tabela de Preços' }).click();
    await expect(
      page.getByRole('group', { name: 'Tabelas de preços' }).getByRole('checkbox').first(),
    ).toBeVisible();
    await page.getByRole('group', { name: 'Tabelas de preços' }).getByRole('checkbox').first().check();

    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByRole('textbox', { name: 'Título SEO (meta title)' }).fill(`${EVENT_TITLE} | GN`);
    await expect(page.getByRole('link', { name: new RegExp(`/eventos/${EVENT_SLUG}`) })).toHaveAttribute(
      'href',
      `${SITE_URL}/eventos/${EVENT_SLUG}`,
    );

    // Publicar without the age rating (ECA art. 74): refused, the message on the rating's select.
    await page.getByRole('button', { name: 'Publicar' }).click();
    const rating = page.getByRole('combobox', { name: 'Classificação indicativa' });
    await expect(rating).toHaveAccessibleDescription('Informe a classificação indicativa antes de publicar');
    await expect(rating).toHaveValue('');
    await expect(rating.locator('option:checked')).toHaveText('Não informada');
    await rating.selectOption({ label: '16 anos' });
    await expect(rating).not.toHaveAccessibleDescription(/Informe/);
    await expect(page.getByTestId('age-rating-symbol')).toHaveText('16');
    await page.getByRole('textbox', { name: 'Regra para menores (opcional)' }).fill(MINORS_RULE);
    const resources = page.getByRole('group', { name: 'Recursos de acessibilidade' });
    await resources.getByRole('checkbox', { name: 'Intérprete de Libras' }).check();
    await resources.getByRole('checkbox', { name: 'Cão-guia permitido' }).check();
    await page
      .getByRole('textbox', { name: 'Outras informações de acessibilidade (opcional)' })
      .fill('Rampa pela entrada B');

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Evento criado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos`);

    await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(TAG);
    const card = eventCard(page, EVENT_TITLE);
    await expect(card.getByText('Publicado')).toBeVisible();
    await expect(card.getByText('Visível')).toBeVisible();
    await expect(card.getByTestId('event-stock')).toHaveText('50 / 50 disponíveis');
    await expect(card.getByText('Arena E2E, São Paulo')).toBeVisible();
    await expect(card.getByText('10/05/2031 às 20:00')).toBeVisible();

    const href = await card.getByRole('link', { name: EVENT_TITLE }).getAttribute('href');
    eventId = href!.split('/').pop()!;
    const saved = (await adminDb().doc(`events/${eventId}`).get()).data()!;
    expect(saved.descricao).toBe('<p>Uma noite <strong>inesquecível</strong>.</p>\n<p>Segundo parágrafo</p>');
    expect(saved.seo_titulo).toBe(`${EVENT_TITLE} | GN`);
    expect(saved.capa_url).toMatch(/events/);
    expect(saved.updated_by).toBe(DEMO_ADMIN.uid);
    expect(saved.pricing_table_ids).toHaveLength(1);
    expect(saved).toMatchObject({
      classificacao_indicativa: '16',
      regra_menores: MINORS_RULE,
      acessibilidade: ['libras', 'cao_guia'],
      acessibilidade_info: 'Rampa pela entrada B',
    });

    await waitForSiteChange(
      [`/eventos/${EVENT_SLUG}`, '/eventos'],
      (html, status) => status === 200 && html.includes(EVENT_TITLE),
    );
    // The public page: the '16' square with its words and the rule, the Acessibilidade section.
    await page.goto(`${SITE_URL}/eventos/${EVENT_SLUG}`);
    const ageRating = page.getByTestId('event-age-rating');
    await expect(ageRating.getByTestId('age-rating-badge')).toHaveText('16');
    await expect(ageRating).toContainText('Classificação indicativa: 16 anos');
    await expect(ageRating).toContainText(MINORS_RULE);
    const accessibility = page.getByRole('region', { name: 'Acessibilidade' });
    await expect(accessibility.getByRole('listitem')).toHaveText([
      'Intérprete de Libras',
      'Cão-guia permitido',
    ]);
    await expect(accessibility).toContainText('Rampa pela entrada B');
    await expectNoSeriousA11yViolations(page, 'event page with its rating and accessibility');
  });

  test('editing the stock below what is sold is refused; a valid edit is saved; deletion with sales is refused', async ({
    page,
  }) => {
    expect(eventId).not.toBe('');
    // 10 tickets sold or reserved, as checkout would leave them: one slot document per ticket
    // (functions/src/stock/slots-ground.ts) and the display figure.
    await adminDb().doc(`event_stock/${eventId}`).update({ total: 50, disponivel: 40 });
    const slots = adminDb().collection(`event_stock/${eventId}/slots`);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        slots.doc(String(i)).set({
          indice: i,
          order_id: `e2e-order-${i}`,
          claim_id: 'e2e',
          estado: 'vendido',
          expira_em: null,
          created_at: new Date(),
        }),
      ),
    );
    await signInToAdmin(page);
    await page.goto(`${ADMIN_URL}/admin/eventos/${eventId}`);
    await expect(page.getByRole('heading', { name: 'Editar Evento' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expect(page.getByText('Vendidos ou reservados: 10')).toBeVisible();

    const stock = page.getByRole('spinbutton', { name: 'Estoque total' });
    await stock.fill('5');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    const refusal = 'O estoque total não pode ser menor que os ingressos já vendidos ou reservados (10).';
    await expect(page.getByText('Erro ao salvar evento')).toBeVisible();
    await expect(page.getByText(refusal).first()).toBeVisible();
    expect((await adminDb().doc(`event_stock/${eventId}`).get()).data()).toMatchObject({
      total: 50,
      disponivel: 40,
    });

    await stock.fill('60');
    await page.getByRole('textbox', { name: 'Local' }).fill('Arena E2E Renovada, São Paulo');

    // The 'Vendas' card: the defaults, the refusals of out-of-range values, then a valid box office.
    const vendas = page.getByRole('region', { name: 'Vendas' });
    const perOrder = vendas.getByRole('spinbutton', { name: 'Máximo de ingressos por pedido' });
    const transfer = vendas.getByRole('spinbutton', { name: /Prazo para transferência/ });
    const meia = vendas.getByRole('spinbutton', { name: 'Cota de meia-entrada (%)' });
    const perCpf = vendas.getByRole('spinbutton', { name: 'Máximo por CPF' });
    await expect(perOrder).toHaveValue('6');
    await expect(transfer).toHaveValue('24');
    await expect(meia).toHaveValue('40');
    await expect(vendas.getByText('= 24 de 60 ingressos')).toBeVisible();
    await expect(vendas.getByRole('switch', { name: 'Ingresso nominal' })).not.toBeChecked();
    await expect(perCpf).toHaveCount(0);
    await perOrder.fill('21');
    await transfer.fill('721');
    await meia.fill('39');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(perOrder).toHaveAccessibleDescription(
      /O máximo por pedido deve ser um número inteiro de 1 a 20/,
    );
    await expect(
      vendas.getByText('O prazo para transferência deve ser um número inteiro de 0 a 720 horas'),
    ).toBeVisible();
    await expect(vendas.getByText('A cota de meia-entrada não pode ser menor que 40%')).toBeVisible();
    await vendas.getByRole('switch', { name: 'Limitar ingressos por CPF' }).click();
    await expect(perCpf).toHaveValue('4');
    await perCpf.fill('0');
    await perCpf.blur();
    await expect(vendas.getByText('O máximo por CPF deve ser um número inteiro de 1 a 20')).toBeVisible();
    // Nothing was saved: the event still has the box office its creation stored.
    expect((await adminDb().doc(`events/${eventId}`).get()).data()).toMatchObject({
      max_por_pedido: 6,
      max_por_cpf: null,
      cota_meia_percentual: 40,
    });

    await perOrder.fill('8');
    await transfer.fill('48');
    await meia.fill('50');
    await expect(vendas.getByText('= 30 de 60 ingressos')).toBeVisible();
    await perCpf.fill('3');
    await vendas.getByRole('switch', { name: 'Ingresso nominal' }).click();
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Evento atualizado com sucesso')).toBeVisible();
    const boxOffice = {
      max_por_pedido: 8,
      max_por_cpf: 3,
      ingresso_nominal: true,
      transferencia_prazo_horas: 48,
      cota_meia_percentual: 50,
    };
    expect((await adminDb().doc(`events/${eventId}`).get()).data()).toMatchObject(boxOffice);
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos`);
    await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(TAG);
    await expect(eventCard(page, EVENT_TITLE).getByTestId('event-stock')).toHaveText('50 / 60 disponíveis');
    await expect(eventCard(page, EVENT_TITLE).getByText('Arena E2E Renovada, São Paulo')).toBeVisible();

    await eventCard(page, EVENT_TITLE).getByRole('link', { name: EVENT_TITLE }).click();
    // Opened again from the list: the box office as saved.
    await expect(perOrder).toHaveValue('8');
    await expect(perCpf).toHaveValue('3');
    await expect(vendas.getByRole('switch', { name: 'Limitar ingressos por CPF' })).toBeChecked();
    await expect(vendas.getByRole('switch', { name: 'Ingresso nominal' })).toBeChecked();
    await expect(transfer).toHaveValue('48');
    await expect(meia).toHaveValue('50');
    await expect(vendas.getByText('= 30 de 60 ingressos')).toBeVisible();
    await page.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(
      dialog.getByText('Tem certeza que deseja excluir este evento? Esta ação não pode ser desfeita.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Erro ao excluir evento')).toBeVisible();
    await expect(
      page.getByText(
        'Este evento tem ingressos vendidos e não pode ser excluído. Oculte-o ou mude o status para rascunho.',
      ),
    ).toBeVisible();
    expect((await adminDb().doc(`events/${eventId}`).get()).exists).toBe(true);

    // The sales are released again, so that the next test can delete it.
    await Promise.all((await slots.get()).docs.map((d) => d.ref.delete()));
    await adminDb().doc(`event_stock/${eventId}`).update({ total: 60, disponivel: 60 });
  });

  test('duplicate an event, delete the copy and the original; the site drops it', async ({ page }) => {
    test.setTimeout(120_000 + SITE_CHANGE_CAP_MS);
    await signInToAdmin(page);
    await page.goto(`${ADMIN_URL}/admin/eventos/${eventId}`);
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect(page.getByText('Evento duplicado com sucesso')).toBeVisible();
    await expect(page).not.toHaveURL(`${ADMIN_URL}/admin/eventos/${eventId}`);
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(
      `${EVENT_TITLE} (Cópia)`,
    );
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
      new RegExp(`^${EVENT_SLUG}-copia-\\d+$`),
    );
    await expect(page.getByRole('combobox', { name: 'Status de publicação' })).toHaveValue('rascunho');
    await expect(page.getByRole('spinbutton', { name: 'Estoque total' })).toHaveValue('60');
    await expect(page.getByRole('spinbutton', { name: 'Máximo por CPF' })).toHaveValue('3');
    const copyId = page.url().split('/').pop()!;
    expect((await adminDb().doc(`events/${copyId}`).get()).data()).toMatchObject({
      max_por_pedido: 8,
      max_por_cpf: 3,
      ingresso_nominal: true,
      transferencia_prazo_horas: 48,
      cota_meia_percentual: 50,
    });

    await deleteAndConfirm(page);
    await expect(page.getByText('Evento excluído com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos`);
    expect((await adminDb().doc(`events/${copyId}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`event_stock/${copyId}`).get()).exists).toBe(false);

    await page.goto(`${ADMIN_URL}/admin/eventos/${eventId}`);
    await deleteAndConfirm(page);
    await expect(page.getByText('Evento excluído com sucesso')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(TAG);
    await expect(page.getByText('Nenhum evento encontrado')).toBeVisible();

    await waitForSiteChange(['/eventos'], (html, status) => status === 200 && !html.includes(EVENT_TITLE));
  });

  test('news: create with a cover, publish, see it on /noticias, duplicate and delete', async ({ page }) => {
    test.setTimeout(120_000 + SITE_CHANGE_CAP_MS);
    await signInToAdmin(page);
    await page.goto(`${ADMIN_URL}/admin/noticias`);
    await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Criar Notícia' }).click();

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Preencha o título antes de publicar')).toBeVisible();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(NEWS_TITLE);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(NEWS_SLUG);
    await page.getByRole('tab', { name: 'Conteúdo' }).click();
    await uploadCover(page);
    await page
      .getByRole('textbox', { name: 'Conteúdo' })
      .fill('Os ingressos do festival já estão à venda.\n\n<img src=x onerror="window.pwned=1">Corra!');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Notícia criada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/noticias`);

    await page.getByRole('searchbox', { name: 'Buscar notícias' }).fill(TAG);
    const row = page.getByTestId('news-list').getByRole('listitem').filter({ hasText: NEWS_TITLE });
    await expect(row.getByText('Publicado')).toBeVisible();
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
    await expect(row.getByText('Os ingressos do festival já estão à venda. Corra!')).toBeVisible();
    const newsId = (await row.getByRole('link', { name: NEWS_TITLE }).getAttribute('href'))!
      .split('/')
      .pop()!;
    const saved = (await adminDb().doc(`news/${newsId}`).get()).data()!;
    expect(saved.autor_id).toBe(DEMO_ADMIN.uid);
    expect(saved.publicado_em).toBeTruthy();
    expect(saved.corpo).not.toContain('onerror');

    await waitForSiteChange(
      [`/noticias/${NEWS_SLUG}`, '/noticias'],
      (html, status) => status === 200 && html.includes(NEWS_TITLE),
    );

    await row.getByRole('link', { name: NEWS_TITLE }).click();
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect(page.getByText('Notícia duplicada com sucesso')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(
      `${NEWS_TITLE} (Cópia)`,
    );
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('rascunho');
    await deleteAndConfirm(page);
    await expect(page.getByText('Notícia excluída com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/noticias`);

    await page.getByRole('searchbox', { name: 'Buscar notícias' }).fill(TAG);
    await page.getByTestId('news-list').getByRole('link', { name: NEWS_TITLE }).click();
    await deleteAndConfirm(page);
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/noticias`);
    await page.getByRole('searchbox', { name: 'Buscar notícias' }).fill(TAG);
    await expect(page.getByText('Nenhuma notícia encontrada')).toBeVisible();
    expect((await adminDb().doc(`news/${newsId}`).get()).exists).toBe(false);
  });

  test('the audit screen shows who created, updated and deleted the event', async ({ page }) => {
    await signInToAdmin(page);
    await page.getByRole('link', { name: 'Auditoria' }).first().click();
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filtrar por alvo' }).fill(`events/${eventId}`);
    const list = page.getByTestId('audit-list');
    await expect(list.getByText('Criação · Evento')).toBeVisible();
    await expect(list.getByText('Exclusão · Evento')).toBeVisible();
    await expect(list.getByText('Atualização · Evento').first()).toBeVisible();
    await expect(list.getByText(DEMO_ADMIN.email).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Ação' }).selectOption('update');
    await expect(list.getByText('Criação · Evento')).toHaveCount(0);
    const update = list.getByRole('listitem').filter({ hasText: 'Atualização · Evento' }).first();
    await update.getByRole('button', { name: /campo/ }).click();
    const table = update.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'local' })).toBeVisible();
    await expect(table.getByText('Arena E2E Renovada, São Paulo')).toBeVisible();
    await expect(table.getByText('Arena E2E, São Paulo')).toBeVisible();

    await page.getByRole('combobox', { name: 'Ação' }).selectOption('todas');
    await page.getByRole('searchbox', { name: 'Filtrar por alvo' }).fill(`event_stock/${eventId}`);
    await expect(list.getByText('Criação · Estoque do evento')).toBeVisible();
  });
});

const SCREENS = [
  { name: 'events-list', path: '/admin/eventos', ready: 'Eventos' },
  { name: 'event-form', path: '/admin/eventos/novo', ready: 'Novo Evento' },
  { name: 'news-list', path: '/admin/noticias', ready: 'Notícias' },
  { name: 'news-form', path: '/admin/noticias/novo', ready: 'Nova Notícia' },
  { name: 'audit', path: '/admin/auditoria', ready: 'Auditoria' },
];

// One walk per theme, from screen to screen as the app's links go (openAdminScreen): one sign-in
// and one boot of the app for the five screens. The event form runs axe once per tab.
for (const theme of ['gn-light', 'gn-dark'] as const) {
  test(`axe: no serious or critical violations on the event and news screens (${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page, close } = await themedAdminPage(browser, theme);
    try {
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await openAdminScreen(page, screen.path);
        await expect(page.getByRole('heading', { name: screen.ready, level: 1 })).toBeVisible();
        await settled(page);
        const tabs = screen.name.endsWith('form') ? await page.getByRole('tab').all() : [null];
        for (const tab of tabs) {
          await tab?.click();
          const where = `${screen.name}${tab ? `/${await tab.textContent()}` : ''}`;
          problems.push(...(await seriousViolations(page, where)));
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
  const dir = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-shots');
  const published = await adminDb().collection('events').where('status', '==', 'publicado').limit(1).get();
  const firstEvent = published.docs[0]!.id;
  const screens = [
    // The published seed events (with covers) rather than the integration tests' drafts.
    ...SCREENS.map((s) => (s.name === 'events-list' ? { ...s, path: '/admin/eventos?status=publicado' } : s)),
    { name: 'event-edit', path: `/admin/eventos/${firstEvent}`, ready: 'Editar Evento' },
  ];
  for (const theme of ['gn-light', 'gn-dark'] as const) {
    for (const width of [375, 1280]) {
      const { page, close } = await themedAdminPage(browser, theme, width);
      try {
        for (const screen of screens) {
          await page.goto(`${ADMIN_URL}${screen.path}`);
          await expect(page.getByRole('heading', { name: screen.ready, level: 1 })).toBeVisible();
          await settled(page);
          // Images in the first screen loaded (lazy ones below the fold may wait).
          await page
            .waitForFunction(
              () =>
                [...document.images].every(
                  (img) => img.complete || img.getBoundingClientRect().top > window.innerHeight,
                ),
              null,
              { timeout: 10_000 },
            )
            .catch(() => undefined);
          await page.waitForTimeout(300);
          // Lists: the first screen (their covers load lazily); forms: the whole page.
          const fullPage = screen.name.includes('form') || screen.name.includes('edit');
          await keepScreenshot(page, { path: `${dir}/${screen.name}-${theme}-${width}.png`, fullPage });
          if (screen.name === 'event-edit') {
            // The 'Vendas' card with the CPF limit on (not saved).
            const vendas = page.getByRole('region', { name: 'Vendas' });
            const cpfSwitch = vendas.getByRole('switch', { name: 'Limitar ingressos por CPF' });
            if (!(await cpfSwitch.isChecked())) await cpfSwitch.click();
            await keepScreenshot(vendas, { path: `${dir}/${screen.name}-vendas-${theme}-${width}.png` });
            for (const tab of ['Conteúdo', 'Tabela de Preços', 'SEO']) {
              await page.getByRole('tab', { name: tab }).click();
              await page.waitForTimeout(300);
              const slug = tab
                .toLowerCase()
                .normalize('NFD')
                .replace(/[^a-z]+/g, '-');
              await keepScreenshot(page, {
                path: `${dir}/${screen.name}-${slug}-${theme}-${width}.png`,
                fullPage: true,
              });
            }
          }
          if (screen.name === 'audit') {
            const toggle = page.getByRole('button', { name: /campo/ }).first();
            if (await toggle.isVisible()) {
              await toggle.click();
              await keepScreenshot(page, { path: `${dir}/audit-open-${theme}-${width}.png` });
            }
          }
        }
      } finally {
        await close();
      }
    }
  }
});
