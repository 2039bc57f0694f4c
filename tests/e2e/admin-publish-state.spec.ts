// The public site's publish state in the admin header: an admin changes a published event, the
// header says "Publicando…" and, once the rebuilt site is live (the local builder reports the
// build's real end, not the hook's 202), "Site atualizado às hh:mm", and the event page already
// shows the change at that moment. Screenshots of the header at 375 and 1280 px in both themes
// with GN_SCREENSHOTS=1 (GN_SCREENSHOTS_DIR, default /tmp/shots-publish-state).
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL, SITE_URL } from './env';
import {
  seriousViolations,
  signInToAdmin,
  SITE_CHANGE_CAP_MS,
  themedAdminPage,
  type Theme,
  keepScreenshot,
} from './steps';

const EVENT_ID = 'evt-noite-samba-lapa';
const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? '/tmp/shots-publish-state');

test('a content change shows "Publicando…", then "Site atualizado às hh:mm" once the site is live', async ({
  page,
}) => {
  test.setTimeout(SITE_CHANGE_CAP_MS + 60_000);
  const event = adminDb().doc(`events/${EVENT_ID}`);
  const { local: original, slug } = (await event.get()).data()!;
  const changed = `Lapa, Rio de Janeiro (sala ${Date.now() % 100_000})`;
  try {
    await signInToAdmin(page);
    await page.goto(`${ADMIN_URL}/admin/eventos/${EVENT_ID}`);
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    const status = page.getByRole('banner').getByRole('status');

    await page.getByRole('textbox', { name: 'Local' }).fill(changed);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(status).toHaveText('Publicando…', { timeout: 30_000 });
    await expect(status).toHaveAttribute('aria-live', 'polite');

    await expect(status).toHaveText(/^Site atualizado às \d{2}:\d{2}$/, { timeout: SITE_CHANGE_CAP_MS });
    // "Atualizado" comes from the build's end: the page is already the new one.
    const html = await (await fetch(`${SITE_URL}/eventos/${slug}`, { cache: 'no-store' })).text();
    expect(html).toContain(changed);
    const state = (await adminDb().doc('site_builds/state').get()).data()!;
    expect(state.estado).toBe('publicado');
    const shown = (await status.textContent())!.slice(-5);
    const publishedAt = state.last_published_at.toDate() as Date;
    expect(shown).toBe(
      publishedAt.toLocaleTimeString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
  } finally {
    await event.update({ local: original });
  }
});

test('the header with the publish state reads well at 375 and 1280 px in both themes', async ({
  browser,
}) => {
  test.setTimeout(SITE_CHANGE_CAP_MS + 120_000);
  for (const theme of ['gn-light', 'gn-dark'] as Theme[]) {
    for (const width of [375, 1280]) {
      const { page, close } = await themedAdminPage(browser, theme, width);
      const status = page.getByRole('banner').getByRole('status');
      // The longest steady text, once the build of the first test's clean-up has ended.
      await expect(status).toHaveText(/^Site atualizado (às|em) /, { timeout: SITE_CHANGE_CAP_MS });
      expect(
        await seriousViolations(page, `header ${theme} ${width}`, (axe) => axe.include('header')),
      ).toEqual([]);
      if (process.env.GN_SCREENSHOTS) {
        await keepScreenshot(page.getByRole('banner'), { path: `${SHOTS}/header-${theme}-${width}.png` });
      }
      await close();
    }
  }
});
