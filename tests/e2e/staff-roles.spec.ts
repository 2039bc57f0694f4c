// Staff roles in the admin app (issue #30): each role sees only its sections, lands on its own
// work, and meets a clear refusal on a screen outside it (the API and the rules refuse the same:
// tests/functions/staff-roles.test.ts, tests/rules/matrix.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_DOOR, DEMO_FINANCE } from '../../dev/seed/demo-users.mjs';
import { ADMIN_URL } from './env';

async function signInAs(page: Page, who: { email: string; password: string }, landing: string) {
  await page.goto(`${ADMIN_URL}/entrar`);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}${landing}`);
}

async function sections(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Seções do painel' }).first();
  await expect(nav.getByRole('link').first()).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a porteiro lands on check-in, sees only it, and is refused the orders', async ({ page }) => {
  await signInAs(page, DEMO_DOOR, '/admin/checkin');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  expect(await sections(page)).toEqual(['Check-in']);
  // Search and publishing read the whole back office: not the door's.
  await expect(page.getByRole('button', { name: 'Buscar no painel' })).toHaveCount(0);
  // Only the event of the porteiro's scope, and its gates.
  const events = page.getByLabel('Evento');
  await expect(events.locator('option')).toHaveCount(2);
  await events.selectOption('evt-sons-do-cerrado');
  await expect(
    page.getByRole('group', { name: 'Lista' }).getByRole('button', { name: /Portão A – Pista/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Portaria ao vivo/ })).toHaveCount(0);
  // The door's figures, counted by the server: the seed has people inside already.
  await expect(page.getByTestId('door-counts')).toContainText(/[1-9]\d* de [1-9]\d* vendidos/);

  await page.goto(`${ADMIN_URL}/admin/pedidos`);
  await expect(
    page.getByRole('heading', { name: 'Seu perfil de acesso não permite esta ação' }),
  ).toBeVisible();
  await expect(page.getByText('Seu perfil: Porteiro.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o meu painel' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/checkin`);
});

test('a financeiro sees the dashboard, orders and tickets, not users nor settings', async ({ page }) => {
  await signInAs(page, DEMO_FINANCE, '/admin');
  expect(await sections(page)).toEqual(['Dashboard', 'Pedidos', 'Ingressos']);
  await page.getByRole('link', { name: 'Pedidos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  // The orders come through the rules, which let finance read them.
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  for (const path of ['/admin/usuarios', '/admin/config', '/admin/eventos']) {
    await page.goto(`${ADMIN_URL}${path}`);
    await expect(
      page.getByRole('heading', { name: 'Seu perfil de acesso não permite esta ação' }),
    ).toBeVisible();
  }
});
