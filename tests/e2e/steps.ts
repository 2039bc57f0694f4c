// Steps the end-to-end specs share beyond checkout's (checkout-helpers.ts): signing in as the demo
// admin, a signed-in admin page in a theme and width, waiting for a screen to load, axe's
// serious findings on an admin screen or a site page, waiting for a saved change to be live, and
// screenshots for a human.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Axe } from './axe';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import { ADMIN_URL, SITE_URL } from './env';

export type Theme = 'gn-light' | 'gn-dark';

/** The admin's sign-in form, as a person uses it; `urlTimeout` for specs that run on a busy machine. */
export async function signInToAdmin(
  page: Page,
  who: { email: string; password: string } = DEMO_ADMIN,
  urlTimeout?: number,
): Promise<void> {
  await page.goto(`${ADMIN_URL}/entrar`);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin`, urlTimeout ? { timeout: urlTimeout } : undefined);
}

/**
 * A page of its own browser context in `theme` at `width` px, signed in by `signIn`: the axe and
 * screenshot tests walk every screen in both themes. Close it with `close()`.
 */
export async function themedAdminPage(
  browser: Browser,
  theme: Theme,
  width = 1280,
  signIn: (page: Page) => Promise<void> = signInToAdmin,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  await context.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

/**
 * Opens an admin screen the way the app's own links do, without reloading the app: its session
 * and its Firestore connection stay up, as for a person moving between screens. A reload costs
 * the browser about three times the CPU (the app boots again), and the axe walks open dozens of
 * screens; a test of a deep link opened fresh uses page.goto.
 */
export async function openAdminScreen(page: Page, screenPath: string): Promise<void> {
  // Another screen's heading must be gone before its successor's is looked for: 'Dados: Categorias
  // de Corrida' holds 'Categorias de Corrida'. React may keep the h1 element and change its text,
  // so the wait is on the texts.
  const left = await page.evaluate((to) => {
    const otherScreen = new URL(to, location.href).pathname !== location.pathname;
    const headings = otherScreen ? [...document.querySelectorAll('h1')].map((h) => h.textContent ?? '') : [];
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return headings;
  }, screenPath);
  await expect(page).toHaveURL(`${ADMIN_URL}${screenPath}`);
  if (left.length > 0) {
    await page.waitForFunction(
      (old) => [...document.querySelectorAll('h1')].every((h) => !old.includes(h.textContent ?? '')),
      left,
      { timeout: 15_000 },
    );
  }
}

/** Clicks `button` (the screen's Excluir by default), then Excluir in the "Confirmar exclusão" dialog. */
export async function deleteAndConfirm(
  page: Page,
  button: Locator = page.getByRole('button', { name: 'Excluir' }),
): Promise<void> {
  await button.click();
  await page
    .getByRole('dialog', { name: 'Confirmar exclusão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
}

/** Waits until the screen is loaded (no skeleton region left). */
export async function settled(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, timeout ? { timeout } : undefined);
}

/**
 * Waits until no toast (sonner) is fading in or out. Half transparent, its text measures against
 * the page behind it, and axe reports a contrast failure: the sign-in's "Login realizado com
 * sucesso!" fades out about 4 s later, in the middle of whichever screen a walk reached by then.
 * Toasts at rest are checked like the rest of the page; those beyond the three shown stay hidden.
 */
async function toastsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
      (toast) =>
        toast.dataset.visible === 'false' ||
        (toast.dataset.removed !== 'true' && getComputedStyle(toast).opacity === '1'),
    ),
  );
}

/**
 * axe's serious and critical WCAG 2.1 A/AA findings, one line each, named by `where`; `scope`
 * narrows what axe reads (e.g. `include('main')`), for the screens that leave parts to other specs.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  scope: (axe: Axe) => Axe = (axe) => axe,
): Promise<string[]> {
  await toastsAtRest(page);
  const result = await scope(
    new Axe({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** axe (all rules) on a site page: no serious or critical finding; `label` names the page state. */
export async function expectNoSeriousA11yViolations(page: Page, label?: string): Promise<void> {
  await toastsAtRest(page);
  const results = await new Axe({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** The longest a spec waits for its change to be live (a test that waits sets its timeout above it). */
export const SITE_CHANGE_CAP_MS = 6 * 60_000;

/** When the live site's build began reading Firestore (its /build.json), or null when unreadable. */
async function liveBuildTime(): Promise<number | null> {
  try {
    const body = (await (await fetch(`${SITE_URL}/build.json`, { cache: 'no-store' })).json()) as {
      generatedAt?: string;
    };
    const time = Date.parse(body.generatedAt ?? '');
    return Number.isNaN(time) ? null : time;
  } catch {
    return null; // the Hosting emulator may drop a request mid-swap
  }
}

/**
 * Waits for a change already saved to show on the public site: polls `urls` until `check` passes.
 * The signal is the live build itself (/build.json): once a build that began reading after this
 * call is live and no page passes, the change is not on the site, and this fails at once saying
 * so. Until then it keeps waiting, however slow the builds queued before it are on a loaded
 * machine; `capMs` only ends a wait on a queue that never moves. Answers the URL that passed.
 */
export async function waitForSiteChange(
  urls: string[],
  check: (html: string, status: number) => boolean,
  capMs = SITE_CHANGE_CAP_MS,
): Promise<string> {
  const since = Date.now();
  const deadline = since + capMs;
  let last = '';
  let builtAfter = false;
  while (Date.now() < deadline) {
    // The build first, then the pages: a build read before the pages is at least as new as theirs.
    const built = await liveBuildTime();
    for (const url of urls) {
      try {
        const response = await fetch(`${SITE_URL}${url}`, { cache: 'no-store' });
        if (check(await response.text(), response.status)) return url;
        last = `${url}: ${response.status}`;
      } catch (error) {
        last = `${url}: ${String(error)}`;
      }
    }
    if (built !== null && built > since) {
      // One more look after a build made after the change: then it is a real miss.
      if (builtAfter) {
        throw new Error(`a build made after the change is live and the site does not show it (${last})`);
      }
      builtAfter = true;
    }
    await new Promise((r) => setTimeout(r, 1_500));
  }
  throw new Error(`no build made after the change went live in ${capMs / 1000} s (${last})`);
}

/**
 * A picture for a human to look at, taken only with GN_SCREENSHOTS=1: no test reads it, and a
 * full-page PNG costs a loaded 2-core CI machine a second or more of the CPU every test shares.
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.GN_SCREENSHOTS) return;
  mkdirSync(path.dirname(path.resolve(options.path)), { recursive: true });
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/**
 * Full-page screenshots for a human, taken only with GN_SCREENSHOTS=1, at GN_SHOT_WIDTH px (1280
 * by default; give the spec `test.use({ viewport: { width: shots.width, ... } })`), into
 * GN_SCREENSHOTS_DIR or `dir`, named '{name}-{width}.png'.
 */
export function screenshots(dir: string) {
  const folder = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? dir);
  const width = Number(process.env.GN_SHOT_WIDTH ?? 1280);
  // GN_SHOT_THEME=gn-dark: the pictures in that theme (the page's tokens follow <html data-theme>).
  const theme = process.env.GN_SHOT_THEME;
  return {
    width,
    shot: async (page: Page, name: string): Promise<void> => {
      if (!process.env.GN_SCREENSHOTS) return;
      if (theme) await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await keepScreenshot(page, {
        path: `${folder}/${name}-${theme ? `${theme}-` : ''}${width}.png`,
        fullPage: true,
      });
    },
  };
}
