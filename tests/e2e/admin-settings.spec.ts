// The admin Configurações screen and the /admin/upload-assets page, signed in as the demo admin:
// each tab's validation messages, save ('Configurações salvas com sucesso'), reload showing the
// saved values, the Asaas environment shown read-only, the rebuilt public site using the new
// primary colour, the company (Empresa) in the rebuilt footer and help page, a logo upload, the
// guard for anonymous and non-admin visitors, and axe plus
// screenshots of every tab at 1280 and 375 px in both themes (GN_SCREENSHOTS_DIR, default
// /tmp/shots-settings).
//
// The settings are global and other specs run beside this one (2 workers): changes are kept
// harmless to them (the site name stays, all payment methods stay on) and every document is put
// back as it was after the run.
import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL, SITE_URL } from './env';
import {
  seriousViolations,
  signInToAdmin,
  themedAdminPage,
  waitForSiteChange,
  SITE_CHANGE_CAP_MS,
  keepScreenshot,
  openAdminScreen,
} from './steps';

const SETTINGS_IDS = ['brand', 'payments', 'email', 'seo', 'company'] as const;
const SAVED = 'Configurações salvas com sucesso';
const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? '/tmp/shots-settings');
const original = new Map<string, Record<string, unknown> | undefined>();

test.beforeAll(async () => {
  for (const id of SETTINGS_IDS) original.set(id, (await adminDb().doc(`site_settings/${id}`).get()).data());
});

test.afterAll(async () => {
  for (const id of SETTINGS_IDS) {
    const data = original.get(id);
    const ref = adminDb().doc(`site_settings/${id}`);
    await (data ? ref.set(data) : ref.delete());
  }
});

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function openSettings(page: Page, tab: string) {
  await page.goto(`${ADMIN_URL}/admin/config`);
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  // The Asaas line of Pagamentos waits for a function, which may be cold.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('form', { name: tab });
}

/**
 * Clicks 'Salvar Configurações'. Focus moves to the button first: leaving a field shows its
 * error, which moves the button, and a click aimed before that shift would land beside it.
 */
async function submit(form: Locator) {
  const button = form.getByRole('button', { name: 'Salvar Configurações' });
  await button.focus();
  await button.click();
}

async function save(page: Page, form: Locator) {
  await submit(form);
  await expect(toast(page, SAVED)).toBeVisible();
}

/** A PNG drawn by the browser (transparent background, a coloured word). */
async function generatedPng(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 96;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0a7f5c';
    g.font = 'bold 64px sans-serif';
    g.fillText(label, 10, 72);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe.serial('settings tabs', () => {
  test('Marca & Tema: validation, save, reload, and the rebuilt site uses the primary colour', async ({
    page,
  }) => {
    test.setTimeout(120_000 + SITE_CHANGE_CAP_MS);
    await signInToAdmin(page);
    let form = await openSettings(page, 'Marca & Tema');
    const name = form.getByLabel('Nome do site');
    const colour = form.getByLabel('Cor primária', { exact: true });
    await name.fill('');
    await colour.fill('verde');
    await submit(form);
    await expect(form.getByText('Nome do site é obrigatório')).toBeVisible();
    await expect(form.getByText('Cor deve estar no formato #RRGGBB')).toBeVisible();
    await expect(toast(page, 'Verifique os campos destacados')).toBeVisible();

    // The site name stays (other specs read it); the colour changes, with a live preview.
    await name.fill('GN Ingressos');
    await colour.fill('#0a7f5c');
    await expect(form.getByTestId('cor-amostra')).toHaveCSS('background-color', 'rgb(10, 127, 92)');
    await expect(
      form.getByRole('group', { name: 'Pré-visualização da marca' }).getByText('Comprar ingresso').first(),
    ).toHaveCSS('background-color', 'rgb(10, 127, 92)');
    await save(page, form);
    const stored = (await adminDb().doc('site_settings/brand').get()).data()!;
    expect(stored).toMatchObject({
      nome_site: 'GN Ingressos',
      cor_primaria: '#0A7F5C',
      updated_by: DEMO_ADMIN.uid,
    });

    await page.reload();
    form = await openSettings(page, 'Marca & Tema');
    await expect(form.getByLabel('Cor primária', { exact: true })).toHaveValue('#0A7F5C');
    await expect(form.getByLabel('Nome do site')).toHaveValue('GN Ingressos');

    // The trigger rebuilds the site: buttons and links use the new colour.
    await waitForSiteChange(['/eventos'], (html) => html.includes('--color-accent:#0a7f5c'));
    await page.goto(`${SITE_URL}/eventos`);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent'),
    );
    expect(accent.trim()).toBe('#0a7f5c');
    // The header's 'Entrar' button (anonymous visitor) is a primary button.
    await expect(page.locator('.gn-btn-primary').first()).toHaveCSS('background-color', 'rgb(10, 127, 92)');
    await keepScreenshot(page, { path: `${SHOTS}/site-eventos-cor-gn-light-1280.png` });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'gn-dark'));
    await page.waitForTimeout(600); // colour transitions
    await keepScreenshot(page, { path: `${SHOTS}/site-eventos-cor-gn-dark-1280.png` });
  });

  test('Pagamentos: validation, the Asaas environment, save and reload', async ({ page }) => {
    await signInToAdmin(page);
    let form = await openSettings(page, 'Pagamentos');
    await expect(form.getByTestId('asaas-ambiente')).toHaveText('Sandbox local (desenvolvimento)');
    await expect(form.getByText('Configurada (oculta)')).toBeVisible();
    for (const method of ['PIX', 'Cartão de crédito', 'Boleto'])
      await form.getByRole('checkbox', { name: method }).uncheck();
    await form.getByLabel('Taxa de serviço padrão (%)').fill('150');
    await form.getByLabel('Tempo de reserva (minutos)').fill('4');
    await form.getByLabel('Prazo do boleto (horas)').fill('0');
    await form.getByLabel('Ingressos aguardando pagamento por pessoa').fill('51');
    await form.getByLabel('Parcelas no cartão (máximo)').fill('13');
    await form.getByLabel('Parcela mínima (R$)').fill('4,99');
    await form.getByLabel('Juros ao mês (%)').fill('10,5');
    await form.getByLabel('Juros a partir de (parcelas)').fill('1');
    await submit(form);
    await expect(form.getByText('Selecione pelo menos uma forma de pagamento')).toBeVisible();
    await expect(form.getByText('Taxa de serviço deve estar entre 0% e 100%')).toBeVisible();
    await expect(form.getByText('Tempo de reserva deve estar entre 5 e 60 minutos')).toBeVisible();
    await expect(form.getByText('Prazo do boleto deve estar entre 1 e 168 horas')).toBeVisible();
    await expect(
      form.getByText('Limite de ingressos aguardando pagamento deve estar entre 1 e 50'),
    ).toBeVisible();
    await expect(form.getByText('Parcelas no cartão deve estar entre 1 e 12')).toBeVisible();
    await expect(form.getByText('Parcela mínima deve ser de pelo menos R$ 5,00')).toBeVisible();
    await expect(form.getByText('Juros ao mês devem estar entre 0% e 10%')).toBeVisible();
    await expect(form.getByText('Juros a partir de deve estar entre 2 e 12 parcelas')).toBeVisible();

    // Every method stays on (the checkout spec runs beside this one); fee and time change.
    for (const method of ['PIX', 'Cartão de crédito', 'Boleto'])
      await form.getByRole('checkbox', { name: method }).check();
    await form.getByLabel('Taxa de serviço padrão (%)').fill('12,5');
    await form.getByLabel('Tempo de reserva (minutos)').fill('20');
    // Looser than the defaults (24 h, 10): the checkout specs running beside this one still pass.
    await form.getByLabel('Prazo do boleto (horas)').fill('30');
    await form.getByLabel('Ingressos aguardando pagamento por pessoa').fill('12');
    // Interest only on 12x and a minimum of R$ 5,50: the installments spec beside this one still
    // gets its interest-free 6x.
    await form.getByLabel('Parcelas no cartão (máximo)').fill('12');
    await form.getByLabel('Parcela mínima (R$)').fill('5,50');
    await form.getByLabel('Juros ao mês (%)').fill('2,49');
    await form.getByLabel('Juros a partir de (parcelas)').fill('12');
    try {
      await save(page, form);
      expect((await adminDb().doc('site_settings/payments').get()).data()).toMatchObject({
        metodos: ['pix', 'card', 'boleto'],
        taxa_padrao: 0.125,
        reserva_minutos: 20,
        boleto_horas: 30,
        limite_pendentes: 12,
        parcelas_max: 12,
        parcela_minima_centavos: 550,
        juros_mensal: 0.0249,
        juros_a_partir_de: 12,
      });
      await page.reload();
      form = await openSettings(page, 'Pagamentos');
      await expect(form.getByLabel('Taxa de serviço padrão (%)')).toHaveValue('12,5');
      await expect(form.getByLabel('Tempo de reserva (minutos)')).toHaveValue('20');
      await expect(form.getByLabel('Prazo do boleto (horas)')).toHaveValue('30');
      await expect(form.getByLabel('Ingressos aguardando pagamento por pessoa')).toHaveValue('12');
      await expect(form.getByLabel('Parcela mínima (R$)')).toHaveValue('5,50');
      await expect(form.getByLabel('Juros ao mês (%)')).toHaveValue('2,49');
      await expect(form.getByLabel('Juros a partir de (parcelas)')).toHaveValue('12');
      await expect(form.getByRole('checkbox', { name: 'Boleto' })).toBeChecked();
    } finally {
      // Back to what other specs expect (10 %, 15 min) at once.
      const data = original.get('payments');
      const ref = adminDb().doc('site_settings/payments');
      await (data ? ref.set(data) : ref.delete());
    }
  });

  test('E-mail: validation, save and reload', async ({ page }) => {
    await signInToAdmin(page);
    let form = await openSettings(page, 'E-mail');
    await form.getByLabel('Nome do remetente').fill('');
    await form.getByLabel('E-mail do remetente').fill('ingressos');
    await form.getByLabel('Responder para (opcional)').fill('sac@');
    await submit(form);
    await expect(form.getByText('Nome do remetente é obrigatório')).toBeVisible();
    await expect(form.getByText('E-mail inválido')).toHaveCount(2);

    await form.getByLabel('Nome do remetente').fill('GN Ingressos E2E');
    await form.getByLabel('E-mail do remetente').fill('ingressos@gn.local');
    await form.getByLabel('Responder para (opcional)').fill('atendimento@gn.local');
    await save(page, form);
    await page.reload();
    form = await openSettings(page, 'E-mail');
    await expect(form.getByLabel('Nome do remetente')).toHaveValue('GN Ingressos E2E');
    await expect(form.getByLabel('E-mail do remetente')).toHaveValue('ingressos@gn.local');
    await expect(form.getByLabel('Responder para (opcional)')).toHaveValue('atendimento@gn.local');
  });

  test('SEO: counters, validation, OG image upload, save and reload', async ({ page }) => {
    test.setTimeout(90_000);
    await signInToAdmin(page);
    let form = await openSettings(page, 'SEO');
    await form.getByLabel('Título padrão').fill('x'.repeat(61));
    await expect(form.getByText('61/60')).toBeVisible();
    await form.getByLabel('Descrição padrão').fill('y'.repeat(161));
    await expect(form.getByText('161/160')).toBeVisible();
    await submit(form);
    await expect(form.getByText('Título SEO deve ter no máximo 60 caracteres')).toBeVisible();
    await expect(form.getByText('Descrição SEO deve ter no máximo 160 caracteres')).toBeVisible();

    const title = 'Ingressos para shows e festivais';
    const description = 'Shows, festivais e teatro com pagamento seguro por PIX, cartão ou boleto.';
    await form.getByLabel('Título padrão').fill(title);
    await form.getByLabel('Descrição padrão').fill(description);
    await form.getByLabel('Imagem padrão').setInputFiles({
      name: 'og.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page, 'OG E2E'),
    });
    await expect(toast(page, 'Imagem carregada com sucesso')).toBeVisible({ timeout: 20_000 });
    await save(page, form);
    await page.reload();
    form = await openSettings(page, 'SEO');
    await expect(form.getByLabel('Título padrão')).toHaveValue(title);
    await expect(form.getByLabel('Descrição padrão')).toHaveValue(description);
    await expect(form.getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute(
      'src',
      /\/seo\//,
    );
  });

  test('Empresa: a bad CNPJ is refused, save, and the rebuilt footer shows who sells', async ({ page }) => {
    test.setTimeout(90_000 + SITE_CHANGE_CAP_MS);
    await signInToAdmin(page);
    let form = await openSettings(page, 'Empresa');
    // The seed filled it (dev/seed/content/company.mjs).
    await expect(form.getByLabel('Razão social')).toHaveValue('GN Ingressos Ltda');
    await form.getByLabel('CNPJ').fill('42.785.319/0001-11');
    await form.getByLabel('CEP').fill('');
    await form.getByLabel('CEP').pressSequentially('0131020');
    await expect(form.getByLabel('CEP')).toHaveValue('01310-20');
    await form.getByLabel('UF', { exact: true }).selectOption('');
    await submit(form);
    await expect(form.getByText('CNPJ inválido: confira os dígitos')).toBeVisible();
    await expect(form.getByText('CEP inválido. Use o formato 00000-000')).toBeVisible();
    await expect(form.getByText('Selecione a UF')).toBeVisible();
    await expect(toast(page, 'Verifique os campos destacados')).toBeVisible();

    // The seeded CNPJ again (the checkout spec reads it); new hours mark this build.
    const hours = `Todos os dias, das 8h às 22h (${Date.now().toString(36)})`;
    await form.getByLabel('CNPJ').fill('42785319000110');
    await form.getByLabel('CEP').fill('01310-200');
    await form.getByLabel('UF', { exact: true }).selectOption('SP');
    await form.getByLabel('Horário de atendimento').fill(hours);
    await save(page, form);
    expect((await adminDb().doc('site_settings/company').get()).data()).toMatchObject({
      cnpj: '42785319000110',
      cep: '01310200',
      uf: 'SP',
      sac_telefone: '+551130405060',
      atendimento: hours,
      updated_by: DEMO_ADMIN.uid,
    });
    await page.reload();
    form = await openSettings(page, 'Empresa');
    await expect(form.getByLabel('CNPJ')).toHaveValue('42.785.319/0001-10');
    await expect(form.getByLabel('Telefone do SAC')).toHaveValue('(11) 3040-5060');

    await waitForSiteChange(['/ajuda'], (html) => html.includes(hours));
    await page.goto(`${SITE_URL}/ajuda`);
    const footer = page.getByTestId('rodape-empresa');
    await expect(footer).toContainText('GN Ingressos Ltda — CNPJ 42.785.319/0001-10');
    await expect(footer).toContainText(
      'Avenida Paulista, 1578, Conjunto 42 — Bela Vista, São Paulo/SP — CEP 01310-200',
    );
    await expect(footer).toContainText(hours);
    await expect(footer.getByRole('link', { name: 'sac@gningressos.com.br' })).toHaveAttribute(
      'href',
      'mailto:sac@gningressos.com.br',
    );
    await expect(footer.getByRole('link', { name: '(11) 3040-5060' })).toHaveAttribute(
      'href',
      'tel:+551130405060',
    );
    // The help page's SAC section names the same channels and the 5-day answer.
    const sac = page.locator('#sac');
    await expect(sac).toContainText('responde em até 5 dias');
    await expect(sac.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/contato');
    await expect(sac).toContainText(hours);
  });
});

test('upload-assets: uploads a logo, shows its public URL and applies it to the brand', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/upload-assets`);
  await expect(page.getByRole('heading', { name: 'Enviar assets', level: 1 })).toBeVisible();
  const send = page.getByRole('button', { name: 'Enviar assets' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Logo (tema claro)').setInputFiles({
    name: 'logo-claro.png',
    mimeType: 'image/png',
    buffer: await generatedPng(page, 'GN E2E'),
  });
  await send.click();
  await expect(toast(page, 'Logo (tema claro) enviado')).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, 'Todos os assets foram enviados!')).toBeVisible();
  const url = page.getByLabel('Endereço público: Logo (tema claro)');
  await expect(url).toHaveValue(new RegExp(`^${ADMIN_URL}/api/files/logos/.+\\.png$`));
  const res = await fetch((await url.inputValue()).replace(ADMIN_URL, SITE_URL));
  expect(res.headers.get('content-type')).toBe('image/png');

  await page.getByRole('button', { name: 'Usar na marca do site' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  const brand = (await adminDb().doc('site_settings/brand').get()).data()!;
  expect(brand.logo_claro_url).toMatch(/^\/api\/files\/logos\/.+\.png$/);
});

test('the settings pages are for admins only', async ({ page }) => {
  await page.goto(`${ADMIN_URL}/admin/upload-assets`);
  await expect(page).toHaveURL(`${ADMIN_URL}/entrar?returnTo=%2Fadmin%2Fupload-assets`);
  await page.goto(`${ADMIN_URL}/admin/config`);
  await expect(page).toHaveURL(`${ADMIN_URL}/entrar?returnTo=%2Fadmin%2Fconfig`);
  // A signed-in customer is sent to the public site.
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
});

/** axe on the page's own content (the shared header and sidebar are checked by their own specs). */
async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page, where, (axe) => axe.include('main'))).toEqual([]);
}

for (const theme of ['gn-light', 'gn-dark'] as const) {
  for (const width of [1280, 375]) {
    test(`axe and screenshots of every tab and the upload page (${theme}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { page, close } = await themedAdminPage(browser, theme, width);
      try {
        await openSettings(page, 'Marca & Tema');
        for (const tab of ['Marca & Tema', 'Pagamentos', 'E-mail', 'SEO', 'Empresa']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await page.waitForTimeout(200);
          await expectNoSeriousViolations(page, tab);
          const slug = tab
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]+/g, '-')
            .replace(/-+$/, '');
          await keepScreenshot(page, {
            path: `${SHOTS}/config-${slug}-${theme}-${width}.png`,
            fullPage: true,
          });
        }
        await openAdminScreen(page, '/admin/upload-assets');
        await expect(page.getByRole('heading', { name: 'Enviar assets', level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, 'upload-assets');
        await keepScreenshot(page, { path: `${SHOTS}/upload-assets-${theme}-${width}.png`, fullPage: true });
      } finally {
        await close();
      }
    });
  }
}
