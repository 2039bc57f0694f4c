import { expect, test, type Page } from '@playwright/test';
import { ADMIN_URL, SITE_URL } from './env';
import { DEMO_USERS } from '../../dev/seed/demo-users.mjs';

const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
const customer = DEMO_USERS.find((u) => u.role === 'customer')!;

async function signInOnAdmin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('the site home lists the seeded upcoming events', async ({ page }) => {
  const response = await page.goto(SITE_URL);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Próximos Eventos' })).toBeVisible();
  const cards = page.getByTestId('event-list').getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // Only published, visible, future events are listed.
  await expect(page.getByText('Rascunho')).toHaveCount(0);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto(`${SITE_URL}/nao-existe-${Date.now()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('the admin app sends an anonymous visitor to its sign-in and back afterwards', async ({ page }) => {
  await page.goto(`${ADMIN_URL}/admin/eventos`);
  await expect(page).toHaveURL(`${ADMIN_URL}/entrar?returnTo=%2Fadmin%2Feventos`);
  await signInOnAdmin(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos`);
});

test('the admin app sends a signed-in customer to the site home', async ({ page }) => {
  await page.goto(`${ADMIN_URL}/admin`);
  await expect(page).toHaveURL(/\/entrar\?returnTo=/);
  await signInOnAdmin(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${SITE_URL}/`);
});

test('the admin sees the dashboard', async ({ page }) => {
  await page.goto(`${ADMIN_URL}/entrar`);
  await signInOnAdmin(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${ADMIN_URL}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Eventos publicados')).toBeVisible();
});
