// Security headers of both sites, as the local Hosting emulator serves them from firebase.json:
// a Content-Security-Policy without 'unsafe-inline' scripts (hashes for the inline ones), no
// framing, nosniff, a referrer policy and a permissions policy (camera for the admin's check-in
// only). Then every public page, the customer area, the checkout and every admin page is opened
// in Chromium while the browser reports each CSP violation: any one fails the test.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import { inlineScriptSources, parseCsp } from '../../dev/lib/csp.mjs';
import { LINE, continueButton, openCheckout, passBuyerStep } from './checkout-helpers';
import { ADMIN_URL, SITE_URL } from './env';

/** A page to open, and where it ends up when it redirects by itself once its scripts run. */
type Visit = string | { path: string; settlesAt: RegExp };

const PUBLIC_PAGES: readonly Visit[] = [
  '/',
  '/eventos',
  `/eventos/${LINE.event_slug}`,
  '/noticias',
  '/entrar',
  '/contato',
  '/ajuda',
  '/privacidade',
  '/termos',
  // Signed out, these two move on by themselves (to sign-in, and home without an order): the
  // visit waits for that move, so it can't cut into the next page's navigation.
  { path: '/checkout', settlesAt: /\/entrar\?returnTo=%2Fcheckout$/ },
  { path: '/checkout/success', settlesAt: new RegExp(`^${SITE_URL}/$`) },
  '/checkout/failure',
  '/uma-pagina-que-nao-existe',
];
const ACCOUNT_PAGES = ['/conta', '/conta/ingressos', '/conta/configuracoes'];
const ADMIN_PAGES = [
  '/admin',
  '/admin/eventos',
  '/admin/eventos/novo',
  '/admin/noticias',
  '/admin/noticias/nova',
  '/admin/tabelas',
  '/admin/tabelas-categorias',
  '/admin/banners',
  '/admin/banner-noticias',
  '/admin/pedidos',
  '/admin/ingressos',
  '/admin/checkin',
  '/admin/usuarios',
  '/admin/config',
  '/admin/auditoria',
];

/** The first link to a news item on the list page (the seed's slugs may change). */
async function aNewsPage(page: Page): Promise<string> {
  await page.goto(`${SITE_URL}/noticias`);
  const href = await page.locator('a[href^="/noticias/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** Records CSP violations of every document the page loads, from before its first script. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__gnCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __gnCspViolation: (line: string) => void }).__gnCspViolation;
      report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

/** Opens each path and waits until its document and scripts are done (and any redirect made). */
async function visitAll(page: Page, origin: string, visits: readonly Visit[]): Promise<void> {
  for (const visit of visits) {
    const p = typeof visit === 'string' ? visit : visit.path;
    await page.goto(`${origin}${p}`);
    await page.waitForLoadState('load');
    if (typeof visit !== 'string') await page.waitForURL(visit.settlesAt, { timeout: 20_000 });
    // Islands and lazy modules start after load: give them a moment to run (and be blocked).
    await expect(page.locator('main, #root > *').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
  }
}

test.describe('security headers', () => {
  test('the site sends CSP without unsafe-inline scripts, no framing, nosniff, referrer and permissions policies', async ({
    request,
  }) => {
    for (const p of ['/', '/checkout', '/entrar']) {
      const response = await request.get(`${SITE_URL}${p}`);
      const headers = response.headers();
      const csp = parseCsp(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors'), p).toEqual(["'none'"]);
      expect(csp.get('script-src'), p).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src'), p).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src'), p).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], p).toBe('nosniff');
      expect(headers['x-frame-options'], p).toBe('DENY');
      expect(headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], p).toContain('camera=()');
    }
  });

  test('the admin sends the same, with the camera allowed to itself only', async ({ request }) => {
    const response = await request.get(`${ADMIN_URL}/admin/checkin`);
    const headers = response.headers();
    const csp = parseCsp(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // The door's QR decoder is WebAssembly: compiling it is allowed, eval is not.
    expect(csp.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=(self)');
  });

  test('every inline script a page serves is hashed in its own CSP header (else: npm run csp:update)', async ({
    request,
    page,
  }) => {
    const paths = [...PUBLIC_PAGES.map((v) => (typeof v === 'string' ? v : v.path)), await aNewsPage(page)];
    const targets = [...paths.map((p) => `${SITE_URL}${p}`), `${ADMIN_URL}/admin`];
    let checked = 0;
    for (const url of targets) {
      const response = await request.get(url);
      const allowed = parseCsp(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
      const inline = inlineScriptSources(await response.text());
      const missing = inline.filter((h) => !allowed.includes(h));
      checked += inline.length;
      expect(missing, `${url}: inline scripts missing from firebase.json (run npm run csp:update)`).toEqual(
        [],
      );
    }
    // The pages do have inline scripts (theme, session, islands): the check above checked some.
    expect(checked).toBeGreaterThan(targets.length);
  });
});

test.describe('no page breaks the policy', () => {
  test.describe.configure({ timeout: 180_000 });

  test('public pages, the customer area and the checkout', async ({ page }) => {
    const violations = await recordViolations(page);
    await visitAll(page, SITE_URL, [...PUBLIC_PAGES, await aNewsPage(page)]);
    // Signed in (openCheckout signs in), the wizard through Dados to Pagamento: it loads the Auth
    // SDK and reads Firestore and the API on the way. Then the customer area.
    await openCheckout(page, [LINE]);
    await continueButton(page).click();
    await passBuyerStep(page);
    await visitAll(page, SITE_URL, ACCOUNT_PAGES);
    expect(violations).toEqual([]);
  });

  test('every admin page', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(`${ADMIN_URL}/entrar`);
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin`);
    await visitAll(page, ADMIN_URL, ADMIN_PAGES);
    expect(violations).toEqual([]);
  });
});
