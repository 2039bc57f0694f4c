// Session, /entrar, /contato and the help/terms/privacy pages: anonymous pages load no Firebase
// code; sign-up (account + profiles/{uid}), sign-in, the user menu (customer and admin), sign-out,
// the return path, friendly errors and validation; the contact form end to end (stored document)
// and the admin's inbox (the SAC's 5-day deadline, the answered mark); axe in both themes.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { ADMIN_URL, SITE_URL } from './env';
import { expectNoSeriousA11yViolations, signInToAdmin } from './steps';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';

const THEMES = ['gn-light', 'gn-dark'] as const;

// Sign-in and the contact function go through the local emulators, which can be slow on a busy
// machine: give each test room.
test.describe.configure({ timeout: 90_000 });
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';

// ---------------------------------------------------------------- helpers

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Entrar' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Criar Conta' });
const header = (page: Page) => page.getByRole('banner');
const userMenuButton = (page: Page) => header(page).getByRole('button', { name: /menu da conta/ });

async function signIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Firestore documents where `field == value`, read with the emulator's owner credential. */
async function firestoreQuery(collection: string, field: string, value: string) {
  const res = await fetch(`${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as {
    document?: { name: string; fields: Record<string, Record<string, unknown>> };
  }[];
  return rows.flatMap((r) => (r.document ? [r.document] : []));
}

/** The Firebase Web SDK marks its modules with '@firebase/<name>' version strings. */
async function firebaseScripts(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const pending: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    const url = request.url();
    if (/identitytoolkit|securetoken|:9099|googleapis/.test(url)) seen.push(url);
  };
  page.on('request', onRequest);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => {
          if (/@firebase\/(app|auth|firestore)/.test(body)) seen.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  await visit();
  // Pages with many images (the home) may not go idle quickly on a busy machine; scripts come first.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => page.waitForTimeout(2_000));
  await Promise.all(pending);
  page.off('request', onRequest);
  return seen;
}

// ---------------------------------------------------------------- anonymous weight

test.describe('anonymous visitors', () => {
  test('download no Firebase code on the home, contact, help and sign-in pages', async ({ page }) => {
    for (const path of ['/', '/contato', '/ajuda', '/entrar']) {
      const firebase = await firebaseScripts(page, async () => {
        await page.goto(`${SITE_URL}${path}`, { waitUntil: 'domcontentloaded' });
      });
      expect(firebase, path).toEqual([]);
    }
    // The header offers 'Entrar', no user menu.
    await page.goto(`${SITE_URL}/ajuda`);
    await expect(header(page).getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test("'Entrar' in the header carries the current page as returnTo", async ({ page }) => {
    await page.goto(`${SITE_URL}/termos?secao=1`);
    await header(page).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/entrar?returnTo=%2Ftermos%3Fsecao%3D1`);
  });
});

// ---------------------------------------------------------------- /entrar

test.describe('/entrar', () => {
  test('tabs: arrow keys move between Entrar and Criar Conta, with aria-selected and panels', async ({
    page,
  }) => {
    await page.goto(`${SITE_URL}/entrar`);
    const entrar = page.getByRole('tab', { name: 'Entrar' });
    const criar = page.getByRole('tab', { name: 'Criar Conta' });
    await expect(entrar).toHaveAttribute('aria-selected', 'true');
    await expect(signInForm(page)).toBeVisible();
    await expect(signUpForm(page)).toBeHidden();

    await entrar.focus();
    await page.keyboard.press('ArrowRight');
    await expect(criar).toHaveAttribute('aria-selected', 'true');
    await expect(criar).toBeFocused();
    await expect(signUpForm(page)).toBeVisible();
    await expect(signInForm(page)).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'aba-criar-conta');

    await page.keyboard.press('ArrowLeft');
    await expect(entrar).toHaveAttribute('aria-selected', 'true');
    await expect(signInForm(page)).toBeVisible();
  });

  test('a press made before the page script ran is kept: the tab opens and the form does not post', async ({
    page,
  }) => {
    // Hold the page's own module (it installs the island's listeners) as a slow network would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/entrar.astro_astro_type_script_*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${SITE_URL}/entrar`, { waitUntil: 'commit' });
    const criar = page.getByRole('tab', { name: 'Criar Conta' });
    await criar.click();
    // Enter in the sign-in form would post the page (a reload) without a script to stop it.
    const email = signInForm(page).getByLabel('E-mail', { exact: true });
    await email.fill(DEMO_CUSTOMER.email);
    await email.press('Enter');
    // A reload (the browser posting the form) would drop this mark.
    await page.evaluate(() => document.documentElement.setAttribute('data-test-mark', ''));
    await expect(page.locator('#painel-acesso')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(criar).toHaveAttribute('aria-selected', 'true');
    await expect(signUpForm(page)).toBeVisible();
    await expect(page).toHaveURL(`${SITE_URL}/entrar#criar-conta`);
    // The held Enter was handed to the form's own validation, not posted by the browser.
    await page.getByRole('tab', { name: 'Entrar' }).click();
    await expect(signInForm(page).getByText('Senha deve ter no mínimo 6 caracteres')).toBeVisible();
    await expect(signInForm(page).getByLabel('E-mail', { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(page.locator('html')).toHaveAttribute('data-test-mark', '');
  });

  test('a form whose code cannot be downloaded says so instead of ignoring the press', async ({ page }) => {
    // A publish that replaced this page's build leaves its lazy chunks behind as 404s.
    await page.route('**/_astro/hydrate-sign-in.*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${SITE_URL}/entrar`);
    await signInForm(page).getByRole('button', { name: 'Esqueci minha senha' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o formulário' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    // Once the code can be fetched again, the next press loads the form and the message goes.
    await page.unroute('**/_astro/hydrate-sign-in.*.js');
    await signInForm(page).getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(signInForm(page).getByText('E-mail inválido')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('sign-in validation messages, linked to their inputs', async ({ page }) => {
    await page.goto(`${SITE_URL}/entrar`);
    const form = signInForm(page);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    const email = form.getByLabel('E-mail', { exact: true });
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await expect(form.getByText('Senha deve ter no mínimo 6 caracteres')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('E-mail inválido');

    await email.fill('cliente@gn');
    await form.getByLabel('Senha', { exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await expect(form.getByText('Senha deve ter no mínimo 6 caracteres')).toBeVisible();
  });

  test('sign-up validation messages', async ({ page }) => {
    await page.goto(`${SITE_URL}/entrar#criar-conta`);
    const form = signUpForm(page);
    await expect(form).toBeVisible();
    await form.getByLabel('Nome', { exact: true }).fill('A');
    await form.getByLabel('E-mail', { exact: true }).fill('nao-e-email');
    await form.getByLabel('Senha', { exact: true }).fill('123');
    await form.getByLabel('Confirmar senha', { exact: true }).fill('456');
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(form.getByText('Nome deve ter no mínimo 2 caracteres')).toBeVisible();
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await expect(form.getByText('Senha deve ter no mínimo 6 caracteres')).toBeVisible();

    await form.getByLabel('Senha', { exact: true }).fill('123456');
    await form.getByLabel('Confirmar senha', { exact: true }).fill('1234567');
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(form.getByText('As senhas não coincidem')).toBeVisible();
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto(`${SITE_URL}/entrar`);
    const form = signInForm(page);
    const password = form.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = form.getByRole('button', { name: 'Mostrar senha' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("a wrong password shows 'E-mail ou senha incorretos' and keeps the visitor here", async ({ page }) => {
    await page.goto(`${SITE_URL}/entrar`);
    await signIn(page, DEMO_CUSTOMER.email, 'senha-errada');
    await expect(signInForm(page).getByRole('alert')).toHaveText('E-mail ou senha incorretos');
    await expect(toast(page, 'E-mail ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/\/entrar$/);
    await expect(signInForm(page).getByLabel('E-mail', { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
  });

  test("'Esqueci minha senha' sends the reset e-mail with a neutral confirmation", async ({ page }) => {
    await page.goto(`${SITE_URL}/entrar`);
    const form = signInForm(page);
    await form.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await form.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
    // A press at human speed: the pointer going down on the button blurs the corrected field,
    // whose message then goes away. The button must not move before the pointer comes up, or
    // the press is no click at all (it was lost, seen first under load).
    const forgot = form.getByRole('button', { name: 'Esqueci minha senha' });
    const before = (await forgot.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await expect(form.getByText('E-mail inválido')).toBeHidden();
    expect((await forgot.boundingBox())?.y).toBe(before.y);
    await page.mouse.up();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.first()).toContainText('Se houver uma conta com este e-mail', { timeout: 30_000 });
    await toasts.first().getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(toasts).toHaveCount(0);
    // The same answer for an address with no account.
    await form.getByLabel('E-mail', { exact: true }).fill(`ninguem-${randomUUID().slice(0, 6)}@teste.gn`);
    await form.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(toasts.first()).toContainText('Se houver uma conta com este e-mail', { timeout: 30_000 });
  });

  test('a flash left by the previous page is shown on arrival', async ({ page }) => {
    await page.goto(`${SITE_URL}/ajuda`);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'gn-flash',
        JSON.stringify({ type: 'error', message: 'Você precisa estar logado para comprar ingressos' }),
      ),
    );
    await page.goto(`${SITE_URL}/entrar`);
    await expect(toast(page, 'Você precisa estar logado para comprar ingressos')).toBeVisible();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(toast(page, 'Você precisa estar logado para comprar ingressos')).toHaveCount(0);
  });

  test('sign-up creates the account and profiles/{uid}, then returns to returnTo signed in', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const email = `novo-${tag}@teste.gn`;
    const nome = `Beatriz Nova ${tag}`;

    await page.goto(`${SITE_URL}/ajuda`);
    await header(page).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/entrar?returnTo=%2Fajuda`);
    await page.getByRole('tab', { name: 'Criar Conta' }).click();
    const form = signUpForm(page);
    await form.getByLabel('Nome', { exact: true }).fill(nome);
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('segredo123');
    await form.getByLabel('Confirmar senha', { exact: true }).fill('segredo123');
    // Hold the sign-up call a moment, so that the busy state is there to be seen however fast
    // the emulator answers.
    await page.route('**/identitytoolkit.googleapis.com/v1/accounts:signUp**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(form.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();

    await expect(page).toHaveURL(`${SITE_URL}/ajuda`, { timeout: 30_000 });
    await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();
    await expect(userMenuButton(page)).toContainText(nome);

    const [profile] = await firestoreQuery('profiles', 'email', email);
    expect(profile).toBeDefined();
    const uid = profile!.name.split('/').pop();
    expect(profile!.fields.user_id).toEqual({ stringValue: uid });
    expect(profile!.fields.nome).toEqual({ stringValue: nome });
    expect(profile!.fields.telefone).toEqual({ nullValue: null });
    expect(profile!.fields.created_at?.timestampValue).toBeTruthy();

    // The same e-mail again: a friendly message.
    const fresh = await page.context().browser()!.newContext();
    const other = await fresh.newPage();
    await other.goto(`${SITE_URL}/entrar#criar-conta`);
    const again = signUpForm(other);
    await again.getByLabel('Nome', { exact: true }).fill(nome);
    await again.getByLabel('E-mail', { exact: true }).fill(email);
    await again.getByLabel('Senha', { exact: true }).fill('segredo123');
    await again.getByLabel('Confirmar senha', { exact: true }).fill('segredo123');
    await again.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'Este e-mail já está cadastrado. Entre ou recupere sua senha.',
    );
    await fresh.close();
  });

  test('the remembered page is the destination when there is no returnTo; unsafe returnTo is ignored', async ({
    page,
  }) => {
    await page.goto(`${SITE_URL}/contato`);
    await page.evaluate(() => sessionStorage.setItem('gn-return-to', '/ajuda'));
    await page.goto(`${SITE_URL}/entrar?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(`${SITE_URL}/ajuda`, { timeout: 30_000 });
    await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible();

    // Signed in already: /entrar goes straight on to returnTo.
    await page.goto(`${SITE_URL}/entrar?returnTo=%2Fcontato`);
    await expect(page).toHaveURL(`${SITE_URL}/contato`, { timeout: 30_000 });
  });
});

// ---------------------------------------------------------------- the session in the header

test.describe('user menu', () => {
  test('a customer sees the four items and no Admin button; keyboard works; Sair signs out', async ({
    page,
  }) => {
    await page.goto(`${SITE_URL}/entrar?returnTo=%2Ftermos`);
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(`${SITE_URL}/termos`, { timeout: 30_000 });
    await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible();

    const button = userMenuButton(page);
    await expect(button).toContainText(DEMO_CUSTOMER.nome);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page).getByRole('link', { name: 'Entrar' })).toBeHidden();
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Gerenciar Banners' })).toHaveCount(0);

    // Keyboard: open with ArrowDown (first item focused), move, close with Escape.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Minha Conta', 'Meus Ingressos', 'Configurações', 'Sair']);
    await expect(items.nth(0)).toBeFocused();
    await expect(items.nth(0)).toHaveAttribute('href', '/conta');
    await expect(items.nth(1)).toHaveAttribute('href', '/conta/ingressos');
    await expect(items.nth(2)).toHaveAttribute('href', '/conta/configuracoes');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    // A signed-in page does load the Auth SDK (the detector of the anonymous test works).
    const loaded = await firebaseScripts(page, async () => {
      await page.reload();
    });
    expect(loaded.length).toBeGreaterThan(0);
    await expect(userMenuButton(page)).toBeVisible();

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
    await expect(header(page).getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('gn-session'))).toBeNull();
    // Anonymous again: the next page loads no Firebase code.
    const after = await firebaseScripts(page, async () => {
      await page.goto(`${SITE_URL}/contato`);
    });
    expect(after).toEqual([]);
  });

  test('an admin sees the Admin button (absolute link to the admin app) and Gerenciar Banners', async ({
    page,
  }) => {
    await page.goto(`${SITE_URL}/entrar?returnTo=%2Fajuda`);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(`${SITE_URL}/ajuda`, { timeout: 30_000 });
    const admin = header(page).getByRole('link', { name: 'Admin' });
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute('href', `${ADMIN_URL}/admin`);
    await expect(userMenuButton(page)).toContainText(DEMO_ADMIN.nome);
    // Elements marked [data-admin-only] (the home's 'Gerenciar Banners') are shown to admins.
    await page.goto(SITE_URL, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: 'Gerenciar Banners' }).first()).toBeVisible({
      timeout: 30_000,
    });
  });

  test('on a phone the drawer lists the same items as a vertical list', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/entrar?returnTo=%2Fajuda`);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(`${SITE_URL}/ajuda`, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const account = drawer.getByRole('list', { name: 'Minha conta' });
    await expect(account.getByRole('link', { name: 'Minha Conta' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Meus Ingressos' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Configurações' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', `${ADMIN_URL}/admin`);
    await account.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
    await context.close();
  });
});

// ---------------------------------------------------------------- /contato

test.describe('/contato', () => {
  test('shows the contact channels', async ({ page }) => {
    await page.goto(`${SITE_URL}/contato`);
    const cards = page.getByTestId('contact-cards');
    await expect(cards.getByRole('link', { name: 'contato@gningressos.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@gningressos.com.br',
    );
    await expect(cards.getByText('(11) 4002-8922')).toBeVisible();
    await expect(cards.getByText('São Paulo, SP, Brasil')).toBeVisible();
  });

  test('validation, Enviando..., success toast, reset and the stored message', async ({ page }) => {
    await page.goto(`${SITE_URL}/contato`);
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    const nome = form.getByLabel('Nome', { exact: true });
    const email = form.getByLabel('E-mail', { exact: true });
    const mensagem = form.getByLabel('Mensagem', { exact: true });
    await expect(nome).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(nome).toHaveAttribute('maxlength', '100');
    await expect(email).toHaveAttribute('maxlength', '255');
    await expect(mensagem).toHaveAttribute('maxlength', '1000');

    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(form.getByText('Nome muito curto')).toBeVisible();
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await expect(form.getByText('Mensagem muito curta')).toBeVisible();

    const tag = randomUUID().slice(0, 8);
    const address = `visitante-${tag}@teste.gn`;
    await nome.fill('Visitante Teste');
    await email.fill(address);
    const text = `O evento tem acessibilidade para cadeirantes? (${tag})`;
    await mensagem.fill(text);
    await expect(form.getByText(/^\d+\/1000/)).toContainText(`${text.length}/1000`);

    // Hold the request a moment to see the busy state.
    await page.route('**/api/public/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    // (The first toast, whatever it says, so that a failure shows the message that came instead.)
    await expect(page.locator('[data-sonner-toast]').first()).toContainText(
      'Mensagem enviada com sucesso! Entraremos em contato em breve.',
      { timeout: 30_000 },
    );
    await expect(nome).toHaveValue('');
    await expect(mensagem).toHaveValue('');

    const [stored] = await firestoreQuery('contact_messages', 'email', address);
    expect(stored?.fields.nome).toEqual({ stringValue: 'Visitante Teste' });
    expect(stored?.fields.lida).toEqual({ booleanValue: false });
    expect(stored?.fields.user_id).toEqual({ nullValue: null });
  });

  test("a failure shows the server's message (or the generic one) and keeps what was typed", async ({
    page,
  }) => {
    await page.goto(`${SITE_URL}/contato`);
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome', { exact: true }).fill('Visitante Teste');
    await form.getByLabel('E-mail', { exact: true }).fill('visitante@teste.gn');
    await form.getByLabel('Mensagem', { exact: true }).fill('Uma mensagem que não pode se perder.');

    await page.route('**/api/public/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'too_many_requests',
            message: 'Muitas mensagens enviadas. Tente novamente mais tarde.',
          },
        }),
      }),
    );
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(toast(page, 'Muitas mensagens enviadas. Tente novamente mais tarde.')).toBeVisible();
    await expect(form.getByLabel('Mensagem', { exact: true })).toHaveValue(
      'Uma mensagem que não pode se perder.',
    );

    await page.unroute('**/api/public/contact');
    await page.route('**/api/public/contact', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(toast(page, 'Erro ao enviar mensagem')).toBeVisible();
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Visitante Teste');
    await expect(form.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
  });
});

// ---------------------------------------------------------------- content pages

test.describe('the admin inbox (/admin/mensagens)', () => {
  // The seed's messages (dev/seed/content/company.mjs): Beatriz's waits 8 days unanswered.
  test("how long each message waited, 'Prazo do SAC vencido', marking it answered and back", async ({
    page,
  }) => {
    await signInToAdmin(page);
    await page.getByRole('link', { name: 'Mensagens' }).first().click();
    await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
    const late = page.getByRole('listitem', { name: 'Mensagem de Beatriz Nogueira' });
    await expect(late.getByText('Prazo do SAC vencido')).toBeVisible();
    await expect(late.getByText(/^Recebida há [78] dias$/)).toBeVisible();
    const answered = page.getByRole('listitem', { name: `Mensagem de ${DEMO_CUSTOMER.nome}` });
    await expect(answered.getByText('Respondida', { exact: true })).toBeVisible();
    await expect(answered.getByText('Prazo do SAC vencido')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'caixa de mensagens');

    await late.getByRole('button', { name: 'Marcar como respondida' }).click();
    await expect(toast(page, 'Mensagem marcada como respondida')).toBeVisible();
    await expect(late.getByText('Respondida', { exact: true })).toBeVisible();
    await expect(late.getByText('Prazo do SAC vencido')).toHaveCount(0);
    // Stored by the admin function (audited), so it holds after a reload.
    await page.reload();
    await expect(late.getByText('Respondida', { exact: true })).toBeVisible();
    await late.getByRole('button', { name: 'Desfazer resposta' }).click();
    await expect(toast(page, 'Mensagem marcada como sem resposta')).toBeVisible();
    await expect(late.getByText('Prazo do SAC vencido')).toBeVisible();
  });
});

test.describe('help, terms and privacy', () => {
  test('help: FAQ answers open with the keyboard; the pages link each other', async ({ page }) => {
    await page.goto(`${SITE_URL}/ajuda`);
    await expect(page.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeVisible();
    const question = page.getByText('Quem tem direito à meia-entrada?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Lei nº 12\.933\/2013/).first()).toBeVisible();
    await expect(page.getByText('Identidade Jovem (ID Jovem)', { exact: false })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.filter((text) => JSON.parse(text)['@type'] === 'FAQPage')).toHaveLength(1);

    await page.goto(`${SITE_URL}/termos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeVisible();
    await expect(page.getByText(/foro da Comarca de São Paulo/)).toBeVisible();

    await page.goto(`${SITE_URL}/privacidade`);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText(/Lei nº 13\.709\/2018/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'dpo@gningressos.com.br' })).toBeVisible();
    await expect(page.getByText(/Última atualização/)).toBeVisible();
  });
});

// ---------------------------------------------------------------- axe

for (const theme of THEMES) {
  test(`axe: no serious or critical violations on /entrar, /contato, /ajuda, /termos, /privacidade (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
    for (const path of ['/entrar', '/contato', '/ajuda', '/termos', '/privacidade']) {
      await page.goto(`${SITE_URL}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousA11yViolations(page);
    }
    // The states that only exist after interaction: sign-up tab, validation errors.
    await page.goto(`${SITE_URL}/entrar#criar-conta`);
    await expect(signUpForm(page)).toBeVisible();
    await signUpForm(page).getByRole('button', { name: 'Criar Conta' }).click();
    await expect(signUpForm(page).getByText('E-mail inválido')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${SITE_URL}/contato`);
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Mensagem muito curta')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
