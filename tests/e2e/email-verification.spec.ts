// E-mail verification in Chromium (issue 26, item 2): a new account gets the verification link by
// e-mail at sign-up; /conta says "E-mail não verificado" with "Reenviar link de verificação"
// (keyboard, busy state, confirmation) and "Já verifiquei"; a ticket transferred to the address
// meanwhile waits; following the link lands on /conta, which now says "E-mail verificado" and
// brings the waiting ticket into the account. Screenshots at 375 and 1280 px go to
// GN_SCREENSHOTS_DIR (default /tmp/email-verification-shots).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { claimedMessage, verificationSentMessage } from '@gn/core/email-verification';
import { checkout, checkoutBody, seedSale, unpublishSales } from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import { adminDb, api, createUser, tokenOf } from '../support/functions-api.ts';
import { waitForMessages, type CaughtMessage } from '../support/mail-catcher.ts';
import { SITE_URL } from './env';
import { expectNoSeriousA11yViolations, keepScreenshot } from './steps';

test.describe.configure({ timeout: 180_000 });
test.afterAll(unpublishSales);

const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? '/tmp/email-verification-shots');
const VERIFICATION_SUBJECT = 'Confirme seu e-mail — GN Ingressos';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const card = (page: Page) => page.getByTestId('email-verification');

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: path.join(SHOTS, `${name}-${width}.png`) });
  }
}

test('sign-up mails the link; /conta resends it, then sees the verification and claims the waiting ticket', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `verifica-${tag}@teste.gn`;

  // Sign-up through the site: the account, then the verification link in our own e-mail.
  await page.goto(`${SITE_URL}/entrar?returnTo=${encodeURIComponent('/conta')}`);
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  const form = page.getByRole('form', { name: 'Criar Conta' });
  await form.getByLabel('Nome', { exact: true }).fill(`Vera Nova ${tag}`);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Senha', { exact: true }).fill('segredo123');
  await form.getByLabel('Confirmar senha', { exact: true }).fill('segredo123');
  await form.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/conta`, { timeout: 30_000 });
  const linkMail = (m: CaughtMessage) => m.to.includes(email) && m.subject === VERIFICATION_SUBJECT;
  expect(await waitForMessages(linkMail)).toHaveLength(1);

  // A verified friend transfers a ticket to the address: it waits, outside this account.
  const friend = await createUser({ verified: true });
  const sale = await seedSale();
  const order = await checkout(await tokenOf(friend), checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(order.status, order.text).toBe(200);
  const ticketId = `${order.body.orderId}-1`;
  const handed = await api(`/api/me/tickets/${ticketId}/transfer`, {
    json: { nome: 'Vera Nova', cpf: randomCpf(), email },
    token: await tokenOf(friend),
  });
  expect(handed.status, handed.text).toBe(200);
  expect((await adminDb().doc(`tickets/${ticketId}`).get()).get('user_id')).toBeNull();

  // The account says so, and resends from the keyboard.
  await expect(card(page)).toHaveAttribute('data-state', 'unverified', { timeout: 20_000 });
  await expect(card(page).getByRole('heading', { name: 'E-mail não verificado' })).toBeVisible();
  await shots(page, 'unverified');
  // The sign-up's toast fades out meanwhile: axe measured its half-transparent text as poor
  // contrast. The check waits until it has gone (4 s after it opened).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, 'conta: e-mail não verificado');
  const resend = card(page).getByRole('button', { name: 'Reenviar link de verificação' });
  await resend.focus();
  await page.route('**/api/me/verify-email', async (route) => {
    await new Promise((r) => setTimeout(r, 800)); // the busy state, however fast the stack is
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(card(page).getByRole('button', { name: 'Enviando...' })).toBeFocused();
  await expect(card(page).getByRole('status')).toHaveText(verificationSentMessage(email));
  await shots(page, 'sent');
  const mails = await waitForMessages(linkMail, 2);
  expect(mails).toHaveLength(2);

  // "Já verifiquei" before following the link: not yet.
  await card(page).getByRole('button', { name: 'Já verifiquei' }).click();
  await expect(card(page).getByRole('status')).toContainText('Ainda não recebemos a confirmação');

  // The link (from the latest mail) verifies the address and comes back to /conta.
  const link = /https?:\/\/\S+mode=verifyEmail\S+/.exec(mails.at(-1)!.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page).toHaveURL(`${SITE_URL}/conta`, { timeout: 20_000 });
  await expect(card(page)).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
  await expect(card(page)).toHaveText('E-mail verificado');
  await expect(toast(page, claimedMessage(1))).toBeVisible({ timeout: 20_000 });
  await shots(page, 'verified');
  await expectNoSeriousA11yViolations(page, 'conta: e-mail verificado');

  // The ticket is in the account's list now.
  await page.goto(`${SITE_URL}/conta/ingressos`);
  await expect(page.getByText('Titular: Vera Nova')).toBeVisible({ timeout: 20_000 });
});
