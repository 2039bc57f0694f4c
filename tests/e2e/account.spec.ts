// The customer area: the guard of /conta/** (spinner, /entrar?returnTo= and back), /conta with the
// seeded orders and next event, /conta/ingressos (filters, the real QR code, the PDF download),
// /conta/configuracoes (profile with phone mask and avatar, password change, preferences and the
// saved theme on a new device), axe and the 375 px layout.
//
// Read-only checks use the seeded customer (dev/seed/content/orders.mjs); everything that writes
// uses a fresh account, so that other specs keep seeing the demo customer as seeded.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { SITE_URL } from './env';
import { expectNoSeriousA11yViolations } from './steps';
import { DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';

test.describe.configure({ timeout: 120_000 });

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';

// The seeded customer's data (dev/seed/content/orders.mjs).
const PAID_UPCOMING = 'demopag1-sons-do-cerrado';
const PAID_PAST = 'demopag2-jazz-na-lagoa';
const CANCELLED = 'democan1-samba-na-lapa';

// ---------------------------------------------------------------- helpers

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const cards = (page: Page) => page.getByTestId('ticket-card');

async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`${SITE_URL}/entrar?returnTo=${encodeURIComponent(path)}`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
}

/** A new account in the Auth emulator (no profile yet: the account area creates it). */
async function createUser(nome: string): Promise<{ uid: string; email: string; password: string }> {
  const email = `conta-${randomUUID().slice(0, 8)}@teste.gn.local`;
  const password = 'Senha@Antiga1';
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: nome, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string };
  expect(res.status).toBe(200);
  return { uid: body.localId, email, password };
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return res.ok;
}

type FirestoreValue = {
  stringValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
  mapValue?: { fields: Record<string, FirestoreValue> };
};

/** A document's fields, read with the emulator's owner credential (rules bypassed). */
async function readDoc(path: string): Promise<Record<string, FirestoreValue>> {
  const res = await fetch(`${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { fields: Record<string, FirestoreValue> }).fields;
}

async function expectNoSeriousA11yViolationsOnceToastsGo(page: Page, label: string) {
  // Toasts fading in or out are measured mid-animation (false contrast failures): let them go.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, label);
}

async function setTheme(page: Page, theme: 'gn-light' | 'gn-dark') {
  await page.evaluate((t) => {
    localStorage.setItem('gn-theme', t);
    document.documentElement.setAttribute('data-theme', t);
  }, theme);
}

/** A real PNG to upload as the avatar (any image does; a QR code is at hand). */
function pngFile(): Promise<Buffer> {
  return QRCode.toBuffer('avatar', { width: 128 });
}

// ---------------------------------------------------------------- guard

test.describe('guard', () => {
  test('anonymous visitors go to /entrar with returnTo and come back after signing in', async ({ page }) => {
    for (const path of ['/conta', '/conta/configuracoes']) {
      await page.goto(`${SITE_URL}${path}`);
      await expect(page).toHaveURL(`${SITE_URL}/entrar?returnTo=${encodeURIComponent(path)}`);
    }
    await page.goto(`${SITE_URL}/conta/ingressos?status=pago`);
    await expect(page).toHaveURL(`${SITE_URL}/entrar?returnTo=%2Fconta%2Fingressos%3Fstatus%3Dpago`);
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Senha', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${SITE_URL}/conta/ingressos?status=pago`);
    await expect(page.getByLabel('Status')).toHaveValue('pago');
    await expect(cards(page)).toHaveCount(3);
  });

  test('the pages are noindex and a signed-in user sees a spinner, then the page', async ({ page }) => {
    await signInAt(page, '/conta', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const path of ['/conta', '/conta/ingressos', '/conta/configuracoes']) {
      const response = await page.goto(`${SITE_URL}${path}`);
      expect(await response?.text(), path).toContain('data-testid="page-spinner"');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('page-spinner')).toHaveCount(0);
      await expect(page).toHaveURL(`${SITE_URL}${path}`);
    }
  });
});

// ---------------------------------------------------------------- /conta

test.describe('/conta', () => {
  test('shows the customer, the latest orders and the next event with its summed tickets', async ({
    page,
  }) => {
    await signInAt(page, '/conta', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page.getByTestId('account-name')).toHaveText(DEMO_CUSTOMER.nome);
    await expect(page.getByTestId('account-email')).toHaveText(DEMO_CUSTOMER.email);
    await expect(page.getByTestId('avatar-initials')).toHaveText('CC');

    const orders = page.getByTestId('order-row');
    await expect(orders).toHaveCount(3);
    // Newest first: order number (first 8 characters), total, status badge.
    await expect(orders.nth(0)).toContainText(`#${PAID_UPCOMING.slice(0, 8)}`);
    await expect(orders.nth(0)).toContainText('R$\u00a0264,00');
    await expect(orders.nth(0).getByTestId('status-badge')).toHaveText('Pago');
    await expect(orders.nth(1)).toContainText(`#${CANCELLED.slice(0, 8)}`);
    await expect(orders.nth(1).getByTestId('status-badge')).toHaveText('Cancelado');
    await expect(orders.nth(2)).toContainText(`#${PAID_PAST.slice(0, 8)}`);
    await expect(orders.nth(2)).toContainText('R$\u00a066,00');

    // Only paid tickets of events still ahead: the festival, its 2 tickets in one row.
    const next = page.getByTestId('next-event-row');
    await expect(next).toHaveCount(1);
    await expect(next).toContainText('Festival Sons do Cerrado');
    await expect(next).toContainText('Esplanada do Lago Paranoá, Brasília - DF');
    await expect(next).toContainText('Pista - Inteira');
    await expect(next).toContainText('2 ingressos');

    const shortcuts = page.getByRole('navigation', { name: 'Atalhos da conta' });
    await expect(shortcuts.getByRole('link', { name: /Meus Ingressos/ })).toHaveAttribute(
      'href',
      '/conta/ingressos',
    );
    await expect(shortcuts.getByRole('link', { name: /Configurações/ })).toHaveAttribute(
      'href',
      '/conta/configuracoes',
    );
  });

  test('a new customer gets a profile and the empty states', async ({ page }) => {
    const user = await createUser('Nina Nova');
    await signInAt(page, '/conta', user.email, user.password);
    await expect(page.getByTestId('account-name')).toHaveText('Nina Nova');
    await expect(page.getByText('Você ainda não fez nenhum pedido')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explorar eventos' })).toHaveAttribute('href', '/eventos');
    await expect(page.getByText('Nenhum evento próximo')).toBeVisible();
    // The profile the sign-up would have written was created by the account area.
    const profile = await readDoc(`profiles/${user.uid}`);
    expect(profile.email?.stringValue).toBe(user.email);
    expect(profile.nome?.stringValue).toBe('Nina Nova');
  });
});

// ---------------------------------------------------------------- /conta/ingressos

test.describe('/conta/ingressos', () => {
  test('search, status and period filters change the cards', async ({ page }) => {
    await signInAt(page, '/conta/ingressos', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(cards(page)).toHaveCount(4);
    const first = cards(page).first();
    await expect(first.getByRole('heading')).toHaveText(/Festival Sons do Cerrado|Noite de Samba na Lapa/);
    await expect(page.getByTestId('ticket-total').first()).toHaveText(/^1 x R\$\u00a0\d/);

    const search = page.getByLabel('Buscar');
    await search.fill('CERRADO');
    await expect(cards(page)).toHaveCount(2);
    await search.fill('sao joao');
    await expect(page.getByText('Nenhum ingresso encontrado com esses filtros.')).toBeVisible();
    await search.fill('bossa');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Jazz & Bossa na Lagoa');
    await expect(cards(page).first().getByTestId('status-badge')).toHaveText('Usado');
    await search.fill('');

    const status = page.getByLabel('Status');
    await status.selectOption('cancelado');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Noite de Samba na Lapa');
    // Only paid tickets offer the QR code and the PDF.
    await expect(cards(page).first().getByRole('button', { name: 'Ver QR Code' })).toHaveCount(0);
    await status.selectOption('pago');
    await expect(cards(page)).toHaveCount(3);
    await status.selectOption('pendente');
    await expect(cards(page)).toHaveCount(0);
    await status.selectOption('todos');

    const period = page.getByLabel('Período');
    await period.selectOption('passados');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Jazz & Bossa na Lagoa');
    await period.selectOption('30dias');
    await expect(cards(page)).toHaveCount(3);
    await status.selectOption('pago');
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/status=pago&periodo=30dias/);

    // The filters survive a reload (they live in the query string).
    await page.reload();
    await expect(page.getByLabel('Período')).toHaveValue('30dias');
    await expect(cards(page)).toHaveCount(2);
    await page.getByLabel('Status').selectOption('pendente');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(cards(page)).toHaveCount(4);
  });

  test('Ver QR Code shows the ticket’s signed code as a QR image, and the serial', async ({ page }) => {
    await signInAt(page, '/conta/ingressos', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.getByLabel('Buscar').fill('bossa');
    await cards(page).first().getByRole('button', { name: 'Ver QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code do ingresso' });
    await expect(dialog).toBeVisible();

    const ticket = await readDoc(`tickets/${PAID_PAST}-1`);
    const serial = ticket.codigo_serial!.stringValue!;
    await expect(dialog.getByTestId('qr-serial')).toHaveText(serial);
    const img = dialog.getByRole('img', { name: `QR Code do ingresso ${serial}` });
    await expect(img).toBeVisible();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Read the pixels the browser drew and decode them: the QR holds the ticket's signed code.
    const pixels = await img.evaluate((el: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(el, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(ticket.qr_code!.stringValue);

    await expectNoSeriousA11yViolationsOnceToastsGo(page, 'QR dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Baixar PDF downloads the ticket PDF from the API', async ({ page }) => {
    await signInAt(page, '/conta/ingressos', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.getByLabel('Buscar').fill('bossa');
    const downloadPromise = page.waitForEvent('download');
    await cards(page).first().getByRole('button', { name: 'Baixar PDF' }).click();
    await expect(
      toast(page, 'Gerando PDF do ingresso...').or(toast(page, 'PDF gerado com sucesso!')),
    ).toBeVisible();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^ingresso-.+\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(toast(page, 'PDF gerado com sucesso!')).toBeVisible();
  });
});

// ---------------------------------------------------------------- /conta/configuracoes

test.describe('/conta/configuracoes', () => {
  test('tabs work with the keyboard and the back button goes to /conta', async ({ page }) => {
    const user = await createUser('Teo Teclado');
    await signInAt(page, '/conta/configuracoes', user.email, user.password);
    const perfil = page.getByRole('tab', { name: 'Perfil' });
    await expect(perfil).toHaveAttribute('aria-selected', 'true');
    await perfil.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Segurança' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Segurança' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Privacidade' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(perfil).toHaveAttribute('aria-selected', 'true');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('entre em contato com o suporte')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/conta`);
  });

  test('profile: the phone mask, the save, and the avatar upload persist', async ({ page }) => {
    const user = await createUser('Paula Perfil');
    await signInAt(page, '/conta/configuracoes', user.email, user.password);
    const form = page.getByRole('form', { name: 'Perfil' });
    const phone = form.getByLabel('Telefone');
    await phone.pressSequentially('219876543210');
    await expect(phone).toHaveValue('(21) 98765-4321');
    // Deleting the 8 in the middle and typing it again puts it back in its place.
    await phone.focus();
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
    await phone.press('Backspace');
    await expect(phone).toHaveValue('(21) 9765-4321');
    await phone.press('8');
    await expect(phone).toHaveValue('(21) 98765-4321');
    await phone.fill('(21) 9876');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(form.getByText('Telefone inválido. Use o formato (XX) XXXXX-XXXX')).toBeVisible();
    await phone.fill('');
    await phone.pressSequentially('21987654321');
    await form.getByLabel('Nome').fill('Paula Perfil Souza');

    // A file that is not an image is refused before any upload.
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await expect(form.getByText('Arquivo deve ser uma imagem')).toBeVisible();
    await fileInput.setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: await pngFile() });
    await expect(form.getByTestId('avatar-image')).toHaveAttribute('src', /^blob:/);

    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    // The first upload of a fresh stack starts the function and sharp: allow for it.
    await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible({ timeout: 45_000 });
    await expect(form.getByTestId('avatar-image')).toHaveAttribute('src', /\/api\/files\/avatars\//);

    const profile = await readDoc(`profiles/${user.uid}`);
    expect(profile.telefone?.stringValue).toBe('+5521987654321');
    expect(profile.nome?.stringValue).toBe('Paula Perfil Souza');
    expect(profile.avatar_url?.stringValue).toMatch(/^\/api\/files\/avatars\//);

    await page.reload();
    await expect(page.getByLabel('Telefone')).toHaveValue('(21) 98765-4321');
    await expect(page.getByLabel('Nome')).toHaveValue('Paula Perfil Souza');
    await page.goto(`${SITE_URL}/conta`);
    const avatar = page.getByTestId('avatar-image');
    await expect(avatar).toHaveAttribute('src', profile.avatar_url!.stringValue!);
    // The stored image really loads.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('password: validation, a wrong current password is refused, then the change works', async ({
    page,
  }) => {
    const user = await createUser('Sergio Senha');
    await signInAt(page, '/conta/configuracoes#seguranca', user.email, user.password);
    const form = page.getByRole('form', { name: 'Alterar senha' });
    const submit = form.getByRole('button', { name: 'Alterar senha' });

    await form.getByLabel('Senha atual', { exact: true }).fill(user.password);
    await form.getByLabel('Nova senha', { exact: true }).fill('curta');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('curta');
    await submit.click();
    await expect(toast(page, 'Erro ao alterar senha')).toContainText('Mínimo de 8 caracteres');
    await expect(form.getByText('Mínimo de 8 caracteres')).toBeVisible();

    await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha1');
    // 25 (8+) + 20 (upper) + 20 (lower) + 10 (digit) = 75: 'Boa'; 12+ characters and a symbol: 'Forte'.
    await expect(form.getByTestId('password-strength')).toContainText('Boa');
    await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha123!');
    await expect(form.getByTestId('password-strength')).toContainText('Forte');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('NovaSenha124!');
    await submit.click();
    await expect(form.getByText('As senhas não coincidem')).toBeVisible();

    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('NovaSenha123!');
    await form.getByLabel('Senha atual', { exact: true }).fill('SenhaErrada9');
    await submit.click();
    await expect(form.getByText('Senha atual incorreta')).toBeVisible();
    await expect(
      toast(page, 'Erro ao alterar senha').filter({ hasText: 'Senha atual incorreta' }),
    ).toBeVisible();
    expect(await passwordWorks(user.email, user.password)).toBe(true);

    await form.getByLabel('Senha atual', { exact: true }).fill(user.password);
    await submit.click();
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('');
    expect(await passwordWorks(user.email, 'NovaSenha123!')).toBe(true);
    expect(await passwordWorks(user.email, user.password)).toBe(false);
  });

  test('preferences: the theme applies at once, both settings persist, and the theme follows the user', async ({
    page,
    browser,
  }) => {
    const user = await createUser('Priscila Preferências');
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAt(page, '/conta/configuracoes#preferencias', user.email, user.password);
    const form = page.getByRole('form', { name: 'Preferências' });
    await form.getByRole('radio', { name: 'Escuro' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'gn-dark');
    const emails = form.getByRole('switch', { name: 'Notificações por e-mail' });
    await expect(emails).toHaveAttribute('aria-checked', 'true');
    await emails.click();
    await expect(emails).toHaveAttribute('aria-checked', 'false');
    await form.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(toast(page, 'Preferências salvas!')).toBeVisible();

    const prefs = (await readDoc(`profiles/${user.uid}`)).preferencias?.mapValue?.fields;
    expect(prefs?.tema?.stringValue).toBe('gn-dark');
    expect(prefs?.notificacoes_email?.booleanValue).toBe(false);

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Escuro' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Notificações por e-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // 'Sistema' forgets this browser's choice and follows the device.
    await page.getByRole('radio', { name: 'Sistema' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'gn-light');
    expect(await page.evaluate(() => localStorage.getItem('gn-theme'))).toBeNull();

    await expectThemeOnNewDevice(browser, user, 'gn-dark');
  });
});

/** A fresh browser (no stored theme, light system preference) signs in and gets the saved theme. */
async function expectThemeOnNewDevice(
  browser: Browser,
  user: { email: string; password: string },
  theme: string,
) {
  const context = await browser.newContext({ colorScheme: 'light', locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await signInAt(page, '/eventos', user.email, user.password);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await page.evaluate(() => localStorage.getItem('gn-theme'))).toBe(theme);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- accessibility and layout

test.describe('accessibility and small screens', () => {
  test('axe finds no serious violations on the three pages, in both themes', async ({ page }) => {
    await signInAt(page, '/conta', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const theme of ['gn-light', 'gn-dark'] as const) {
      await setTheme(page, theme);
      await page.goto(`${SITE_URL}/conta`);
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await expectNoSeriousA11yViolationsOnceToastsGo(page, `/conta ${theme}`);
      await page.goto(`${SITE_URL}/conta/ingressos`);
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousA11yViolationsOnceToastsGo(page, `/conta/ingressos ${theme}`);
      for (const tab of ['perfil', 'seguranca', 'preferencias', 'privacidade']) {
        await page.goto(`${SITE_URL}/conta/configuracoes#${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSeriousA11yViolationsOnceToastsGo(page, `/conta/configuracoes#${tab} ${theme}`);
      }
    }
  });

  test('at 375 px nothing scrolls sideways', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await signInAt(page, '/conta', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const checks: [string, () => Promise<void>][] = [
        ['/conta', () => expect(page.getByTestId('order-row').first()).toBeVisible()],
        ['/conta/ingressos', () => expect(cards(page).first()).toBeVisible()],
        ['/conta/configuracoes', () => expect(page.getByRole('tabpanel')).toBeVisible()],
        ['/conta/configuracoes#seguranca', () => expect(page.getByRole('tabpanel')).toBeVisible()],
        ['/conta/configuracoes#preferencias', () => expect(page.getByRole('tabpanel')).toBeVisible()],
        ['/conta/configuracoes#privacidade', () => expect(page.getByRole('tabpanel')).toBeVisible()],
      ];
      for (const [path, ready] of checks) {
        await page.goto(`${SITE_URL}${path}`);
        await ready();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
