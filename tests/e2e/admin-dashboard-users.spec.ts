// The admin dashboard, users screen and header search, end to end against the local stack,
// signed in as the demo admin. Orders and tickets are written here with the Admin SDK (the shapes
// of core/src/order.ts and core/src/stored/ticket.ts); every figure on screen is compared with the same figure computed by
// the Admin SDK, so orders written by other specs at the same time cannot make it flaky.
// Users: search, role filter, edit name / phone, a new password that then signs in, admin role
// granted and removed, a ban that stops sign-in, and the admin's own row protected. Axe and
// screenshots (to GN_SCREENSHOTS_DIR, default test-results/admin-dashboard-users-shots) at 1280
// and 375 px in both themes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { formatDate, startOfDaySaoPaulo } from '@gn/core/dates';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import {
  adminAuth,
  adminDb,
  createUser,
  signIn as signInRest,
  type TestUser,
} from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import {
  seriousViolations,
  settled as settledWithin,
  signInToAdmin,
  themedAdminPage,
  keepScreenshot,
  openAdminScreen,
} from './steps';

// Generous: the shared machines run several stacks at once.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TAG = Date.now().toString(36);
const BUYER = `Comprador E2E ${TAG}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (centavos: number) => brl.format(centavos / 100);
const count = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

// Seeded orders: first 8 characters of each id are unique ('dash1-xx', ...).
const ORDERS = {
  paidToday: { id: `dash1-${TAG}`, status: 'pago', total: 15000, qnt: 2, ticket: 'ativo', ageH: 1 },
  paidEarlier: { id: `dash2-${TAG}`, status: 'pago', total: 8050, qnt: 1, ticket: 'usado', ageH: 72 },
  cancelled: { id: `dash3-${TAG}`, status: 'cancelado', total: 4000, qnt: 1, ticket: 'cancelado', ageH: 2 },
  // Dated an hour ahead: orders that other specs create meanwhile cannot push it out of the
  // dashboard's newest five.
  pending: {
    id: `dash4-${TAG}`,
    status: 'aguardando_pagamento',
    total: 5000,
    qnt: 1,
    ticket: null,
    ageH: -1,
  },
} as const;

type SeedOrder = (typeof ORDERS)[keyof typeof ORDERS];

/**
 * An hour ago, unless São Paulo's day began less than two hours ago: then halfway through it, so
 * that "today's" sale is today's whenever the suite runs (right after midnight too).
 */
function todayInSaoPaulo(now: number): Date {
  const start = startOfDaySaoPaulo(new Date(now)).getTime();
  return new Date(now - start < 2 * HOUR ? start + (now - start) / 2 : now - HOUR);
}

/** An order (and its tickets) as the checkout and the webhook would have written them. */
async function seedOrder(order: SeedOrder, now: number) {
  const createdAt = order === ORDERS.paidToday ? todayInSaoPaulo(now) : new Date(now - order.ageH * HOUR);
  const paidAt =
    order.status === 'pago'
      ? new Date(createdAt.getTime() + Math.min(60_000, (now - createdAt.getTime()) / 2))
      : null;
  const unit = Math.round(order.total / order.qnt);
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`orders/${order.id}`), {
    user_id: 'e2e-dashboard-buyer',
    status: order.status,
    items: [
      {
        event_id: 'evt-e2e-dashboard',
        event_titulo: `Evento E2E ${TAG}`,
        event_slug: `evento-e2e-${TAG}`,
        pricing_table_id: 'pt-pista',
        item_id: 'inteira',
        tipo_ingresso: 'Pista - Inteira',
        preco: unit,
        qnt: order.qnt,
        data_evento: new Date(now + 30 * DAY),
        local_evento: 'Arena E2E',
      },
    ],
    subtotal: order.total,
    taxas: 0,
    desconto: 0,
    total: order.total,
    cupom: null,
    comprador: {
      nome: BUYER,
      email: `comprador-${TAG}@teste.gn`,
      cpf: '52998224725',
      telefone: '+5511987654321',
    },
    payment_provider: 'asaas',
    billing_type: 'PIX',
    asaas_payment_id: `pay_${order.id}`,
    asaas_invoice_url: null,
    asaas_due_date: null,
    asaas_bankslip_url: null,
    pix: null,
    reserva_expira_em: null,
    idempotency_key: `e2e-${order.id}`,
    status_historico: [],
    email_enviado_em: null,
    created_at: createdAt,
    updated_at: paidAt ?? createdAt,
    paid_at: paidAt,
  });
  if (order.ticket) {
    for (let n = 1; n <= order.qnt; n++) {
      batch.set(db.doc(`tickets/${order.id}-${n}`), {
        order_id: order.id,
        event_id: 'evt-e2e-dashboard',
        user_id: 'e2e-dashboard-buyer',
        tipo: 'Pista - Inteira',
        quantidade: 1,
        preco_unitario: unit,
        status: order.ticket,
        codigo_serial: `TKT-${now}-${TAG}${n}`,
        qr_code: 'e2e',
        titular: BUYER,
        created_at: paidAt ?? createdAt,
        usado_em: null,
        checkin_por: null,
        evento: {
          titulo: `Evento E2E ${TAG}`,
          data_inicio: new Date(now + 30 * DAY),
          local: 'Arena E2E',
          capa_url: null,
        },
      });
    }
  }
  await batch.commit();
}

// ------------------------------------------------------------ the figures, by the Admin SDK

async function paidRevenue(from?: Date, to?: Date): Promise<number> {
  let q = adminDb().collection('orders').where('status', '==', 'pago');
  if (from && to) q = q.where('paid_at', '>=', from).where('paid_at', '<', to);
  const snap = await q.aggregate({ total: AggregateField.sum('total') }).get();
  return snap.data().total ?? 0;
}

async function soldTickets(from?: Date, to?: Date): Promise<number> {
  let q = adminDb().collection('tickets').where('status', 'in', ['ativo', 'usado']);
  if (from && to) q = q.where('created_at', '>=', from).where('created_at', '<', to);
  return (await q.count().get()).data().count;
}

async function countWhere(collection: string, field: string, value: string): Promise<number> {
  return (await adminDb().collection(collection).where(field, '==', value).count().get()).data().count;
}

// ------------------------------------------------------------ page helpers

async function signIn(page: Page) {
  await signInToAdmin(page);
  // The URL changes before the layout renders: wait for it, so that `settled` means something.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const settled = (page: Page) => settledWithin(page, 20_000);

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The figure (<dd>) of a dashboard card, by its label (<dt>). */
async function cardValue(page: Page, label: string): Promise<string> {
  const dt = page.locator('dt', { hasText: label });
  return (await dt.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

function userRow(page: Page, name: string | RegExp): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

// ------------------------------------------------------------ dashboard

test.beforeAll(async () => {
  const now = Date.now();
  for (const order of Object.values(ORDERS)) await seedOrder(order, now);
});

test('dashboard: the four cards match the database (paid orders only; sold tickets)', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Compared with the live figures, reloading until both agree (other specs may sell meanwhile).
  await expect(async () => {
    await page.reload();
    await settled(page);
    const [revenue, tickets, published, drafts, news] = await Promise.all([
      paidRevenue(),
      soldTickets(),
      countWhere('events', 'status', 'publicado'),
      countWhere('events', 'status', 'rascunho'),
      countWhere('news', 'status', 'publicado'),
    ]);
    expect(await cardValue(page, 'Vendas totais')).toBe(money(revenue));
    expect(await cardValue(page, 'Ingressos vendidos')).toBe(count(tickets));
    expect(await cardValue(page, 'Eventos publicados')).toContain(count(published));
    expect(await cardValue(page, 'Eventos publicados')).toContain(
      `+ ${count(drafts)} ${drafts === 1 ? 'rascunho' : 'rascunhos'}`,
    );
    expect(await cardValue(page, 'Notícias publicadas')).toBe(count(news));
  }).toPass({ timeout: 60_000 });

  // The seeded paid orders count; the cancelled and pending ones do not.
  expect(await paidRevenue()).toBeGreaterThanOrEqual(ORDERS.paidToday.total + ORDERS.paidEarlier.total);
});

test('dashboard: last orders and next events lists, with their links', async ({ page }) => {
  await signIn(page);
  await settled(page);
  const orders = page.getByRole('region', { name: 'Últimos pedidos' });
  await expect(orders.getByRole('link', { name: 'Ver todos os pedidos' })).toHaveAttribute(
    'href',
    '/admin/pedidos',
  );
  // The newest orders are ours (seeded just before): short id, buyer, total, status badge.
  const pending = orders.getByRole('link', { name: new RegExp(`#${ORDERS.pending.id.slice(0, 8)}`) });
  await expect(pending).toHaveAttribute('href', `/admin/pedidos/${ORDERS.pending.id}`);
  await expect(pending).toContainText(BUYER);
  await expect(pending).toContainText(money(ORDERS.pending.total));
  await expect(pending).toContainText('Aguardando pagamento');
  await expect(pending).not.toContainText(ORDERS.pending.id); // only the first 8 characters
  await expect(orders.getByRole('listitem').first()).toContainText(`#${ORDERS.pending.id.slice(0, 8)}`);
  await expect(orders.getByRole('listitem')).toHaveCount(5);

  // Next events: the 5 soonest from now, ascending, each to its edit page.
  const upcoming = await adminDb()
    .collection('events')
    .where('data_inicio', '>=', Timestamp.now())
    .orderBy('data_inicio', 'asc')
    .limit(5)
    .get();
  const events = page.getByRole('region', { name: 'Próximos eventos' });
  const links = events.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(upcoming.size);
  for (const [i, doc] of upcoming.docs.entries()) {
    const data = doc.data();
    await expect(links.nth(i)).toHaveAttribute('href', `/admin/eventos/${doc.id}`);
    await expect(links.nth(i)).toContainText(data.titulo as string);
    await expect(links.nth(i)).toContainText(data.local as string);
    const start = (data.data_inicio as Timestamp).toDate();
    const ddmmyy = formatDate(start).replace(/\/(\d{2})(\d{2})$/, '/$2');
    await expect(links.nth(i)).toContainText(ddmmyy);
  }
});

test('dashboard: sales chart of the last 30 days, drawn and in an accessible table', async ({ page }) => {
  await signIn(page);
  const chart = page.getByRole('region', { name: 'Vendas nos últimos 30 dias' });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  const table = chart.getByRole('table', { name: 'Receita e ingressos vendidos por dia' });
  await expect(table.getByRole('row')).toHaveCount(31); // the header and 30 days

  const today = startOfDaySaoPaulo(new Date());
  const earlier = startOfDaySaoPaulo(new Date(Date.now() - ORDERS.paidEarlier.ageH * HOUR));
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(31);
    for (const start of [today, earlier]) {
      const end = new Date(start.getTime() + DAY);
      const [revenue, tickets] = await Promise.all([paidRevenue(start, end), soldTickets(start, end)]);
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: formatDate(start) }) });
      await expect(row.getByRole('cell')).toHaveText([money(revenue), count(tickets)], { timeout: 2_000 });
    }
  }).toPass({ timeout: 60_000 });
  // Our own sales are in those days at least.
  expect(await paidRevenue(today, new Date(today.getTime() + DAY))).toBeGreaterThanOrEqual(
    ORDERS.paidToday.total,
  );
  await expect(chart.getByTestId('sales-summary')).toContainText(
    /em \d+ pedidos? pagos? e \d+ ingressos? vendidos?/,
  );
});

// ------------------------------------------------------------ users

let target: TestUser;

test('users: search by name or e-mail, and the role filter', async ({ page }) => {
  target = await createUser({ nome: `Usuária Pesquisável ${TAG}` });
  await signIn(page);
  await page.getByRole('link', { name: 'Usuários' }).first().click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/usuarios`);
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await settled(page);

  const search = page.getByRole('searchbox', { name: 'Buscar usuários' });
  await search.fill(`pesquisavel ${TAG}`); // accents and case ignored
  await expect(page.getByRole('row')).toHaveCount(2); // header + one user
  const row = userRow(page, target.email);
  await expect(row).toContainText(`Usuária Pesquisável ${TAG}`);
  await expect(row).toContainText('Usuário');
  await expect(row).toContainText(formatDate(new Date()));
  await expect(row).not.toContainText('Desativado');

  await search.fill(target.email.toUpperCase());
  await expect(userRow(page, target.email)).toBeVisible();

  // The role filter, with each account searched for: the lists are newest first, 50 a page, and
  // the test suites before this one leave dozens of admins and customers of their own.
  const role = page.getByRole('combobox', { name: 'Função' });
  await role.selectOption('admin');
  await search.fill(DEMO_ADMIN.email);
  await expect(userRow(page, DEMO_ADMIN.email)).toContainText('Admin');
  await search.fill(target.email);
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  await role.selectOption('user');
  await expect(userRow(page, target.email)).toBeVisible();
  await search.fill(DEMO_ADMIN.email);
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();

  await search.fill('ninguem-assim-zzz');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
});

async function openEditor(page: Page, email: string, name: string | RegExp) {
  await page.goto(`${ADMIN_URL}/admin/usuarios?q=${encodeURIComponent(email)}`);
  await settled(page);
  await page.getByRole('button', { name: typeof name === 'string' ? `Editar ${name}` : name }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('users: the edit dialog changes name and phone, then the password (which signs in)', async ({
  page,
}) => {
  await signIn(page);
  let dialog = await openEditor(page, target.email, `Usuária Pesquisável ${TAG}`);
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled(); // nothing changed yet
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(`Usuária Renomeada ${TAG}`);
  await dialog.getByRole('textbox', { name: 'Telefone' }).pressSequentially('21987651234');
  await expect(dialog.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(21) 98765-1234');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  // Only the profile was sent: no password, role or status toast.
  await expect(toast(page, /Senha|Permissões|Status/)).toHaveCount(0);
  await expect(dialog).toBeHidden();
  const row = userRow(page, target.email);
  await expect(row).toContainText(`Usuária Renomeada ${TAG}`);
  await expect(row).toContainText('(21) 98765-1234');
  const profile = (await adminDb().doc(`profiles/${target.uid}`).get()).data();
  expect(profile).toMatchObject({ nome: `Usuária Renomeada ${TAG}`, telefone: '+5521987651234' });
  expect((await adminAuth().getUser(target.uid)).displayName).toBe(`Usuária Renomeada ${TAG}`);

  // A short password is refused in the form; 6+ characters are sent and work.
  dialog = await openEditor(page, target.email, `Usuária Renomeada ${TAG}`);
  const password = dialog.getByLabel('Nova senha (opcional)');
  await password.fill('12345');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('A senha deve ter no mínimo 6 caracteres')).toBeVisible();
  await password.fill('Nova-Senha-E2E');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Senha atualizada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(signInRest(target.email, 'Nova-Senha-E2E')).resolves.toBeTruthy();
  await expect(signInRest(target.email, target.password)).rejects.toThrow(/INVALID/);
  target = { ...target, password: 'Nova-Senha-E2E' };
});

test('users: grant and remove the admin role, make a porteiro of one event; a ban stops sign-in; activation restores it', async ({
  page,
}) => {
  await signIn(page);
  const name = `Usuária Renomeada ${TAG}`;
  const role = (dialog: Locator, label: string) =>
    dialog.getByRole('radio', { name: new RegExp(`^${label}`) });
  let dialog = await openEditor(page, target.email, name);
  await expect(role(dialog, 'Cliente')).toBeChecked();
  await role(dialog, 'Administrador').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Permissões atualizadas com sucesso!')).toBeVisible();
  await expect(userRow(page, target.email)).toContainText('Admin');
  expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBe(true);
  expect((await adminDb().doc(`user_roles/${target.uid}`).get()).data()?.role).toBe('admin');

  // A porteiro needs an event: the form says so, then saves the one chosen.
  dialog = await openEditor(page, target.email, name);
  await expect(role(dialog, 'Administrador')).toBeChecked();
  await role(dialog, 'Porteiro').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Escolha ao menos um evento para este perfil')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /O Baile das Marés/ }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Permissões atualizadas com sucesso!').last()).toBeVisible();
  await expect(userRow(page, target.email)).toContainText('Porteiro');
  expect((await adminAuth().getUser(target.uid)).customClaims).toMatchObject({
    role: 'porteiro',
    escopo: { eventos: ['evt-baile-das-mares'], listas: [] },
  });
  expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBeUndefined();

  dialog = await openEditor(page, target.email, name);
  await role(dialog, 'Cliente').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Permissões atualizadas com sucesso!').last()).toBeVisible();
  await expect(userRow(page, target.email)).toContainText('Usuário');
  expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});

  dialog = await openEditor(page, target.email, name);
  await dialog.getByRole('switch', { name: 'Conta ativa' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Status atualizado com sucesso')).toBeVisible();
  await expect(userRow(page, target.email)).toContainText('Desativado');
  expect((await adminAuth().getUser(target.uid)).disabled).toBe(true);
  await expect(signInRest(target.email, target.password)).rejects.toThrow(/USER_DISABLED/);

  dialog = await openEditor(page, target.email, name);
  await expect(dialog.getByRole('switch', { name: 'Conta ativa' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Conta ativa' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(userRow(page, target.email)).not.toContainText('Desativado');
  await expect(signInRest(target.email, target.password)).resolves.toBeTruthy();
});

test('users: an admin cannot remove their own admin role nor deactivate themselves', async ({ page }) => {
  await signIn(page);
  const dialog = await openEditor(page, DEMO_ADMIN.email, DEMO_ADMIN.nome);
  const adminSwitch = dialog.getByRole('radio', { name: /^Administrador/ });
  const activeSwitch = dialog.getByRole('switch', { name: 'Conta ativa' });
  await expect(adminSwitch).toBeChecked();
  await expect(adminSwitch).toBeDisabled();
  await expect(activeSwitch).toBeChecked();
  await expect(activeSwitch).toBeDisabled();
  await expect(dialog.getByText('Você não pode remover seu próprio acesso de administrador.')).toBeVisible();
  await expect(dialog.getByText('Você não pode desativar sua própria conta.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  // The server refuses it too, whatever a client sends.
  const token = await signInRest(DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const [op, body] of [
    ['set-role', { shouldBeAdmin: false }],
    ['set-role', { role: 'financeiro' }],
    ['set-ban', { shouldBan: true }],
  ] as const) {
    const res = await page.request.post(`${ADMIN_URL}/api/admin/users/${op}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { userId: DEMO_ADMIN.uid, ...body },
    });
    expect(res.status()).toBe(409);
  }
  const self = await adminAuth().getUser(DEMO_ADMIN.uid);
  expect(self.customClaims?.admin).toBe(true);
  expect(self.disabled).toBe(false);
});

// ------------------------------------------------------------ header search

async function openSearch(page: Page) {
  // The shortcut listens from the header: wait until the layout (not the sign-in page) is up.
  await expect(page.getByRole('button', { name: 'Buscar no painel' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Buscar no painel' });
  await expect(dialog).toBeVisible({ timeout: 20_000 }); // its chunk loads on first use
  return { dialog, input: dialog.getByRole('combobox', { name: /Buscar eventos, notícias/ }) };
}

test('header search: finds an event, a news item, an order and a user, by keyboard', async ({ page }) => {
  // Seeded documents no other spec edits: "any published event" could be one that another
  // worker's spec is creating or deleting at that very moment.
  const event = await adminDb().doc('events/evt-arraia-forro').get();
  const news = await adminDb().doc('news/news-acessibilidade-setores').get();
  expect(event.get('status')).toBe('publicado');
  expect(news.get('status')).toBe('publicado');
  const eventTitle = event.get('titulo') as string;
  const newsTitle = news.get('titulo') as string;
  const person = await createUser({ nome: `Pessoa Buscável ${TAG}` });
  await signIn(page);
  await settled(page);

  // Event: the title typed in lower case without accents; the keyboard opens it.
  let { dialog, input } = await openSearch(page);
  await input.fill(eventTitle.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  const eventOption = dialog
    .getByRole('group', { name: 'Eventos' })
    .getByRole('option', { name: new RegExp(escape(eventTitle)) });
  await expect(eventOption).toBeVisible();
  await expect(dialog.getByRole('option').first()).toContainText(eventTitle);
  // Orders and users answer later (the functions may be cold): wait for every source.
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ resultados?$/, { timeout: 30_000 });
  await input.press('ArrowDown');
  await input.press('ArrowUp');
  await expect(eventOption).toHaveAttribute('data-focus', '');
  await expect(input).toHaveAttribute('aria-activedescendant', (await eventOption.getAttribute('id'))!);
  await input.press('Enter');
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/eventos/${event.id}`);
  await expect(dialog).toBeHidden();

  // News, by mouse.
  ({ dialog, input } = await openSearch(page));
  await input.fill(newsTitle.slice(0, 20));
  await dialog
    .getByRole('group', { name: 'Notícias' })
    .getByRole('option', { name: new RegExp(escape(newsTitle)) })
    .click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/noticias/${news.id}`);

  // An order by the start of its id, and by the buyer's e-mail.
  ({ dialog, input } = await openSearch(page));
  await input.fill(ORDERS.paidToday.id);
  const orders = dialog.getByRole('group', { name: 'Pedidos' });
  await expect(
    orders.getByRole('option', { name: new RegExp(`#${ORDERS.paidToday.id.slice(0, 8)}`) }),
  ).toBeVisible({ timeout: 30_000 });
  await input.fill(`comprador-${TAG}@`);
  await expect(orders.getByRole('option')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A user by e-mail: opens the users screen with their edit dialog.
  ({ dialog, input } = await openSearch(page));
  await input.fill(`buscavel ${TAG}`);
  await dialog
    .getByRole('group', { name: 'Usuários' })
    .getByRole('option', { name: new RegExp(`Pessoa Buscável ${TAG}`) })
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/admin/usuarios\\?.*editar=${person.uid}`));
  const editor = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(editor).toContainText(person.email);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Nothing found: the spec's 'Busca por: ...'.
  ({ dialog, input } = await openSearch(page));
  await input.fill(`nada-assim-${TAG}`);
  await expect(dialog.getByRole('status')).toHaveText(
    `Busca por: nada-assim-${TAG} — nenhum resultado encontrado.`,
    { timeout: 30_000 },
  );
  await input.press('Enter');
  await expect(toast(page, `Busca por: nada-assim-${TAG}`)).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ------------------------------------------------------------ mobile, axe, screenshots

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page, where)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  // The elements sticking out on the right, named for the failure message.
  const sticking = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways: ${sticking.join(' | ')}`).toBeLessThanOrEqual(0);
}

test('at 375 px: the sidebar is a drawer, and the dashboard, users and dialogs fit', async ({ browser }) => {
  const { page, close } = await themedAdminPage(browser, 'gn-light', 375, signIn);
  try {
    await settled(page);
    await expect(page.getByRole('navigation', { name: 'Seções do painel' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
    const link = drawer.getByRole('link', { name: 'Usuários' });
    await link.click();
    await expect(link).toBeHidden();
    await expect(page).toHaveURL(`${ADMIN_URL}/admin/usuarios`);
    await settled(page);
    // Cards instead of a table on a phone.
    await expect(page.getByRole('list', { name: 'Usuários' }).getByRole('listitem').first()).toBeVisible();
    await expectNoHorizontalScroll(page, 'users');
    await page
      .getByRole('list', { name: 'Usuários' })
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Editar usuário' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'user dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar no painel' }).click();
    await expect(page.getByRole('dialog', { name: 'Buscar no painel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`${ADMIN_URL}/admin`);
    await settled(page);
    await expect(page.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
    await expectNoHorizontalScroll(page, 'dashboard');
  } finally {
    await close();
  }
});

const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-dashboard-users-shots');

for (const theme of ['gn-light', 'gn-dark'] as const) {
  for (const width of [1280, 375]) {
    test(`axe and screenshots: dashboard, users and dialogs (${theme}, ${width} px)`, async ({ browser }) => {
      const { page, close } = await themedAdminPage(browser, theme, width, signIn);
      const shot = (name: string, fullPage = true) =>
        keepScreenshot(page, { path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage });
      try {
        await settled(page);
        await expect(page.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
        await expectNoSeriousViolations(page, 'dashboard');
        await shot('dashboard');

        await openAdminScreen(page, '/admin/usuarios');
        await settled(page);
        await expectNoSeriousViolations(page, 'users');
        await shot('users', false);

        await openAdminScreen(page, `/admin/usuarios?editar=${DEMO_ADMIN.uid}`);
        await expect(page.getByRole('dialog', { name: 'Editar usuário' })).toBeVisible();
        await expectNoSeriousViolations(page, 'user dialog (self)');
        await shot('user-dialog-self', false);
        await page.keyboard.press('Escape');

        const { dialog, input } = await openSearch(page);
        await input.fill('festival');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expectNoSeriousViolations(page, 'search dialog');
        await shot('search', false);
      } finally {
        await close();
      }
    });
  }
}
