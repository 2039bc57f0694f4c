// The checkout screens: the guard (anonymous → /entrar?returnTo=/checkout), the wizard (empty cart,
// lines, the buyer form's masks and messages, payment method and terms, back buttons, the review
// dialog), the order summary with the GN10 coupon and the mobile total bar, the waiting page
// (statuses, unknown order), the success and failure pages, one complete PIX purchase through the
// local Asaas sandbox, and axe on every screen.
// Seed facts (dev/seed/README.md): evt-arraia-forro is open, pt-pista 'Inteira' costs R$ 120,00 and
// the event has no taxa_servico (10 %); evt-futsal-classico-capital has closed registrations;
// the demo customer's seeded orders (dev/seed/content/orders.mjs) include a paid one with 2 active
// tickets and a cancelled one.
import { expect, test, type Locator } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { seedSale, unpublishSales } from '../support/checkout-fixtures';
import { SITE_URL } from './env';
import { DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';
import {
  ASAAS_URL,
  ASAAS_KEY,
  LINE,
  CLOSED_LINE,
  PAID_ORDER,
  CANCELLED_ORDER,
  toast,
  stepHeading,
  continueButton,
  createBuyer,
  backButton,
  summary,
  signIn,
  setTheme,
  openCheckout,
  storedCart,
  expectNoSeriousA11yIssues,
  passBuyerStep,
  choosePayment,
  readDoc,
  GN10_TERMS,
} from './checkout-helpers';

test.describe.configure({ timeout: 120_000 });

test.describe('checkout guard', () => {
  test('anonymous visitors go to /entrar with returnTo', async ({ page }) => {
    await page.goto(`${SITE_URL}/checkout`);
    await page.waitForURL(/\/entrar/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/checkout');

    await page.goto(`${SITE_URL}/checkout/aguardando/abc123`);
    await page.waitForURL(/\/entrar/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/checkout/aguardando/abc123');

    await page.goto(`${SITE_URL}/checkout/failure?order_id=failed`);
    await page.waitForURL(/\/entrar/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/checkout/failure?order_id=failed');
  });

  test('signing in brings the buyer back to the checkout', async ({ page }) => {
    await page.goto(`${SITE_URL}/checkout`);
    await page.waitForURL(/\/entrar/);
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Senha', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${SITE_URL}/checkout`);
    await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('checkout wizard', () => {
  test('empty cart: message, link to /eventos, and Continuar refused with a toast', async ({ page }) => {
    await openCheckout(page, []);
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/eventos');
    await continueButton(page).click();
    await expect(toast(page, 'Carrinho vazio - Adicione itens ao carrinho primeiro')).toBeVisible();
    await expect(stepHeading(page, 'Itens do pedido')).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'carrinho vazio');
  });

  test('items: remove a line, clear the cart', async ({ page }) => {
    await openCheckout(page, [LINE]);
    await expect(page.getByRole('link', { name: LINE.event_titulo })).toBeVisible();
    await expect(page.getByText(LINE.tipo_ingresso).first()).toBeVisible();
    await page.getByRole('button', { name: `Remover ${LINE.event_titulo} - ${LINE.tipo_ingresso}` }).click();
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    expect(await storedCart(page)).toBeNull();

    await page.evaluate((cart) => localStorage.setItem('gn-cart', JSON.stringify(cart)), {
      items: [LINE],
      cupom: 'GN10',
      cupom_termos: GN10_TERMS,
    });
    await page.reload();
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    expect(await storedCart(page)).toBeNull(); // items and coupon gone, stored copy removed
  });

  test("items: each line's quantity within the event's limit per order, and the meia-entrada notice", async ({
    page,
  }) => {
    const meia = {
      ...LINE,
      tipo_ingresso: 'Pista - Meia-entrada',
      preco: 6000,
      item_id: 'meia',
      tipo_preco: 'meia',
    };
    await openCheckout(page, []);
    await page.evaluate((cart) => localStorage.setItem('gn-cart', JSON.stringify(cart)), {
      items: [{ ...LINE, qnt: 2, tipo_preco: 'inteira' }, meia],
      cupom: null,
      max_por_pedido: 4,
    });
    await page.reload();
    const plusOf = (name: string) => page.getByRole('button', { name: `Aumentar ${name}`, exact: true });
    const minusOf = (name: string) => page.getByRole('button', { name: `Diminuir ${name}`, exact: true });
    await expect(page.getByText('Até 4 ingressos por pedido.')).toBeVisible();
    await expect(page.getByTestId('meia-notice')).toContainText(
      'Meia-entrada: na entrada, o titular deve apresentar documento que comprove o direito ao benefício.',
    );
    await expect(
      page.getByTestId('meia-notice').getByRole('link', { name: 'Quem tem direito' }),
    ).toHaveAttribute('href', '/ajuda#meia-entrada');
    // The least is 1 (removing is its own button); 2 × 120 + 1 × 60 = 300, then 3 × 120 + 60 = 420.
    await expect(minusOf(meia.tipo_ingresso)).toBeDisabled();
    await expect(summary(page)).toContainText('R$ 300,00');
    await plusOf(LINE.tipo_ingresso).click();
    await expect(summary(page)).toContainText('R$ 420,00');
    await expect(page.getByText('Limite de 4 ingressos por pedido')).toBeVisible();
    await expect(plusOf(LINE.tipo_ingresso)).toBeDisabled();
    await expect(plusOf(meia.tipo_ingresso)).toHaveAccessibleDescription('Limite de 4 ingressos por pedido');
    expect((await storedCart(page))?.items.map((i) => (i as { qnt: number }).qnt)).toEqual([3, 1]);
    await minusOf(LINE.tipo_ingresso).click();
    await expect(plusOf(meia.tipo_ingresso)).toBeEnabled();
    // Without a meia line there is no notice.
    await page.getByRole('button', { name: `Remover ${LINE.event_titulo} - ${meia.tipo_ingresso}` }).click();
    await expect(page.getByTestId('meia-notice')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'itens com quantidades');
  });

  test('buyer and payment validation, masks, back buttons and the step indicator', async ({ page }) => {
    await openCheckout(page);
    const steps = page.getByRole('navigation', { name: 'Etapas da compra' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Itens');
    await expectNoSeriousA11yIssues(page, 'itens');

    await continueButton(page).click();
    await expect(stepHeading(page, 'Dados do comprador')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Dados');
    // Prefilled from profiles/{uid}.
    await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO_CUSTOMER.nome);
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_CUSTOMER.email);
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');

    for (const label of ['Nome completo', 'E-mail', 'CPF', 'Telefone']) await page.getByLabel(label).fill('');
    await continueButton(page).click();
    await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    await expect(page.getByText('CPF é obrigatório')).toBeVisible();
    await expect(page.getByText('Telefone é obrigatório')).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yIssues(page, 'dados com erros');

    // Masks as the buyer types.
    await page.getByLabel('CPF').pressSequentially('12345678900');
    await expect(page.getByLabel('CPF')).toHaveValue('123.456.789-00');
    await page.getByLabel('Telefone').pressSequentially('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    // A digit deleted in the middle keeps the caret there, so the next one lands in its place
    // (the hand-written mask used to send the caret to the end).
    await editInTheMiddle(page.getByLabel('CPF'), 6, '5', '123.467.890-0', '123.456.789-00');
    await editInTheMiddle(page.getByLabel('Telefone'), 6, '9', '(11) 8765-4321', '(11) 98765-4321');
    await page.getByLabel('Nome completo').fill('Carlos Cliente');
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await continueButton(page).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await expect(stepHeading(page, 'Dados do comprador')).toBeVisible();

    await page.getByLabel('CPF').fill('');
    await page.getByLabel('CPF').pressSequentially('52998224725');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await passBuyerStep(page);

    // Payment: nothing chosen, terms unchecked.
    await expect(
      page.getByText('Você digitará os dados do cartão no ambiente seguro do Asaas'),
    ).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Selecione uma forma de pagamento')).toBeVisible();
    await expect(page.getByText('Você deve aceitar os termos')).toBeVisible();
    await expect(page.locator('#checkout').getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/termos',
    );
    await expectNoSeriousA11yIssues(page, 'pagamento com erros');
    await page.getByRole('radio', { name: /^Boleto/ }).check();
    await continueButton(page).click();
    await expect(page.getByText('Selecione uma forma de pagamento')).toBeHidden();
    await expect(page.getByText('Você deve aceitar os termos')).toBeVisible();
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await continueButton(page).click();

    // Review shows what was entered.
    await expect(stepHeading(page, 'Revise seu pedido')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Revisão');
    const review = page.locator('[data-step="3"]');
    await expect(review.getByText('Carlos Cliente')).toBeVisible();
    await expect(review.getByText('529.982.247-25')).toBeVisible();
    await expect(review.getByText('Boleto', { exact: true })).toBeVisible();
    await expect(review.getByText('R$ 132,00').first()).toBeVisible();
    // The contract's summary (Decreto 7.962/2013, art. 4º), before 'Confirmar pagamento': the
    // event's default rules (7 days / 48 h, transfer until 24 h before) and the seeded company.
    const contract = review.getByTestId('resumo-contrato');
    await expect(contract.getByRole('heading', { name: 'Resumo do contrato' })).toBeVisible();
    for (const text of [
      '1 ingresso para Arraiá do Forró Pé de Serra: 1 × Pista - Inteira',
      '20/06/2030 às 18:00 · Pátio dos Mestres Sanfoneiros, Caruaru - PE',
      'R$ 132,00 no total: R$ 120,00 em ingressos + R$ 12,00 de taxa de serviço',
      'Boleto, à vista',
      'Você pode cancelar até 7 dias após a compra e até 48 horas antes do início do evento (até 18/06/2030 às 18:00)',
      'até 24 horas antes do início do evento (até 19/06/2030 às 18:00)',
      'GN Ingressos Ltda — CNPJ 42.785.319/0001-10',
    ]) {
      await expect(contract).toContainText(text);
    }
    await expect(contract.getByRole('link', { name: /Termos de Uso/ })).toHaveAttribute('href', '/termos');
    const confirmButton = review.getByRole('button', { name: 'Confirmar pagamento' });
    expect(
      await contract.evaluate(
        (summaryBox, button) =>
          summaryBox.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await confirmButton.elementHandle(),
      ),
      'the summary comes before the button',
    ).toBeTruthy();
    await expectNoSeriousA11yIssues(page, 'revisão');

    // Back buttons go down one step and keep what was chosen.
    await backButton(page).click();
    await expect(stepHeading(page, 'Forma de pagamento')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Boleto/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
    await backButton(page).click();
    await expect(stepHeading(page, 'Dados do comprador')).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await backButton(page).click();
    await expect(stepHeading(page, 'Itens do pedido')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Itens');
  });

  test('the confirmation dialog: accessible, Esc and Cancelar close it', async ({ page }) => {
    await openCheckout(page);
    await continueButton(page).click();
    await passBuyerStep(page);
    await choosePayment(page, 'pix');

    const confirm = page.getByRole('button', { name: 'Confirmar pagamento' });
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Ir para o pagamento seguro' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ambiente seguro');
    await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeFocused();
    await expectNoSeriousA11yIssues(page, 'diálogo');
    // Tab stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
    await confirm.click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedCart(page))?.items).toHaveLength(1);
  });

  test('a closed event is refused by the server on Revisão, with the cart kept', async ({ page }) => {
    await openCheckout(page, [CLOSED_LINE]);
    await continueButton(page).click();
    await passBuyerStep(page);
    await choosePayment(page, 'pix');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(stepHeading(page, 'Revise seu pedido')).toBeVisible();
    expect((await storedCart(page))?.items).toHaveLength(1);
  });
});

test.describe('payment methods', () => {
  test.afterAll(unpublishSales);

  test('boleto is not offered for an event that starts before its 24 h hold ends', async ({ page }) => {
    const sale = await seedSale({
      event: { data_inicio: Timestamp.fromDate(new Date(Date.now() + 12 * 3_600_000)) },
    });
    const line = {
      ...LINE,
      event_id: sale.eventId,
      pricing_table_id: sale.tableId,
      item_id: 'inteira',
      preco: 10000,
    };
    await openCheckout(page, [line]);
    await continueButton(page).click();
    await passBuyerStep(page);
    await expect(page.getByRole('radio', { name: /^PIX/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Boleto/ })).toHaveCount(0);
  });
});

test.describe('order summary', () => {
  test('GN10 changes the totals (trimmed, any case, Enter or button); others are invalid', async ({
    page,
  }) => {
    await openCheckout(page);
    const box = summary(page);
    await expect(box.getByTestId('resumo-subtotal')).toHaveText('R$ 120,00');
    await expect(box.getByTestId('resumo-taxa')).toHaveText('R$ 12,00');
    await expect(box.getByText('Taxa de serviço (10%)')).toBeVisible();
    // The line shows what each ticket costs with its fee, the fee itemised.
    await expect(box.getByTestId('resumo-linha-taxa')).toHaveText(
      'R$ 132,00 cada · inclui R$ 12,00 de taxa de serviço',
    );
    await expect(box.getByTestId('resumo-total')).toHaveText('R$ 132,00');
    await expect(box.getByTestId('resumo-desconto')).toHaveCount(0);

    const input = box.getByRole('textbox', { name: 'Cupom de desconto' });
    await input.fill('PROMO50');
    await box.getByRole('button', { name: 'Aplicar' }).click();
    await expect(box.getByText('Cupom inválido')).toBeVisible();
    // The server says why a real coupon does not apply: the seeded CARNAVAL25 has ended, the
    // seeded NORDESTE50 is for another event.
    await input.fill('carnaval25');
    await box.getByRole('button', { name: 'Aplicar' }).click();
    await expect(box.getByText('Este cupom expirou')).toBeVisible();
    await input.fill('NORDESTE50');
    await input.press('Enter');
    await expect(box.getByText('Este cupom não vale para este evento')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(box.getByTestId('resumo-total')).toHaveText('R$ 132,00');

    await input.fill('  gn10 ');
    await input.press('Enter');
    await expect(box.getByText('Cupom GN10 aplicado: 10% de desconto')).toBeVisible();
    await expect(box.getByTestId('resumo-desconto')).toHaveText('− R$ 12,00');
    await expect(box.getByTestId('resumo-total')).toHaveText('R$ 120,00');
    expect((await storedCart(page))?.cupom).toBe('GN10');
    await expectNoSeriousA11yIssues(page, 'cupom aplicado');

    // Kept across a reload (it is in the stored cart), removable.
    await page.reload();
    await expect(summary(page).getByTestId('resumo-total')).toHaveText('R$ 120,00', { timeout: 20_000 });
    await summary(page).getByRole('button', { name: 'Remover cupom' }).click();
    await expect(summary(page).getByTestId('resumo-total')).toHaveText('R$ 132,00');
    expect((await storedCart(page))?.cupom).toBeNull();
  });

  test('a fixed bar shows the total below 1024 px only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openCheckout(page, [LINE], 'GN10');
    const bar = page.getByTestId('barra-total');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('R$ 120,00');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeInViewport();
    await expectNoSeriousA11yIssues(page, 'celular');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});

test.describe('waiting, success and failure pages', () => {
  test('waiting page: a cancelled order offers to try again; an unknown one goes home', async ({ page }) => {
    await signIn(page);
    for (const theme of ['gn-light', 'gn-dark'] as const) {
      await setTheme(page, theme);
      await page.goto(`${SITE_URL}/checkout/aguardando/${CANCELLED_ORDER}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Cancelado' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('status').filter({ hasText: 'Pagamento Cancelado' })).toHaveAttribute(
        'aria-live',
        'polite',
      );
      await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/checkout');
      await expect(page.getByRole('link', { name: 'Meus Ingressos' })).toHaveAttribute(
        'href',
        '/conta/ingressos',
      );
      await expect(page.getByRole('link', { name: 'Abrir página de pagamento' })).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, `aguardando cancelado ${theme}`);
    }

    await page.goto(`${SITE_URL}/checkout/aguardando/nao-existe-123`);
    await expect(toast(page, 'Erro ao carregar pedido')).toBeVisible({ timeout: 20_000 });
    await page.waitForURL(`${SITE_URL}/`);
  });

  test('success page: order, tickets with QR; no order_id goes home; unknown order', async ({ page }) => {
    await signIn(page);
    await page.goto(`${SITE_URL}/checkout/success?order_id=${PAID_ORDER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Confirmado!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(`#${PAID_ORDER.slice(0, 8)}`)).toBeVisible();
    const tickets = page.getByTestId('ingresso');
    await expect(tickets).toHaveCount(2);
    await expect(tickets.first()).toContainText('Pista - Inteira');
    await expect(tickets.first()).toContainText('Ativo');
    await expect(page.getByRole('link', { name: 'Meus Ingressos' })).toHaveAttribute(
      'href',
      '/conta/ingressos',
    );
    await expect(page.getByRole('link', { name: 'Ver mais eventos' })).toHaveAttribute('href', '/eventos');
    await expectNoSeriousA11yIssues(page, 'sucesso');

    await tickets
      .first()
      .getByRole('button', { name: /Ver QR/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'QR Code do ingresso' });
    await expect(dialog.getByTestId('qr-image')).toBeVisible();
    expect(await dialog.getByTestId('qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expectNoSeriousA11yIssues(page, 'sucesso com QR');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(`${SITE_URL}/checkout/success?order_id=nao-existe-123`);
    await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible({
      timeout: 20_000,
    });

    await page.goto(`${SITE_URL}/checkout/success`);
    await page.waitForURL(`${SITE_URL}/`);
  });

  test('failure page: title, reasons and the ways out', async ({ page }) => {
    await signIn(page);
    for (const theme of ['gn-light', 'gn-dark'] as const) {
      await setTheme(page, theme);
      await page.goto(`${SITE_URL}/checkout/failure?order_id=failed`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Não Autorizado' })).toBeVisible();
      for (const reason of [
        'Cartão recusado pela operadora',
        'Saldo insuficiente',
        'Dados do cartão incorretos',
        'Limite de crédito excedido',
      ]) {
        await expect(page.getByText(reason)).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/checkout');
      await expect(page.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/eventos');
      await expectNoSeriousA11yIssues(page, `falha ${theme}`);
    }
    await expect(page).toHaveURL(/\/checkout\/failure/); // signed in: no redirect
  });
});

test.describe('PIX purchase', () => {
  test('wizard → waiting page with QR and countdown → paid in the sandbox → Meus Ingressos', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
    // A fresh buyer: the account specs expect the demo customer's seeded orders only.
    const buyer = await createBuyer();
    await openCheckout(page, [LINE], 'GN10', buyer);
    await continueButton(page).click();
    await passBuyerStep(page, buyer.cpf);
    await choosePayment(page, 'pix');
    await expect(page.locator('[data-step="3"]').getByText('Desconto (GN10)')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();

    // 'Pedido criado!' shows for about a second (too short to assert reliably on a busy machine).
    await page.waitForURL(/\/checkout\/aguardando\/[^/]+$/, { timeout: 30_000 });
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await storedCart(page)).toBeNull(); // cleared once the order exists

    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Pagamento' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('R$ 120,00')).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR Code PIX do pedido' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    await expect(page.getByTestId('contagem')).toHaveText(/^\d{2}:\d{2}$/);
    const code = await page.getByLabel('Código PIX copia e cola').inputValue();
    expect(code).toMatch(/^000201/);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(toast(page, 'Código PIX copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoSeriousA11yIssues(page, 'aguardando PIX');

    // The buyer pays: the sandbox confirms and sends the webhook.
    const order = await readDoc(`orders/${orderId}`);
    expect(order.total?.integerValue).toBe('12000');
    const paymentId = order.asaas_payment_id?.stringValue;
    expect(paymentId).toMatch(/^pay_/);
    const paid = await fetch(`${ASAAS_URL}/v3/sandbox/payment/${paymentId}/confirm`, {
      method: 'POST',
      headers: { access_token: ASAAS_KEY },
    });
    expect(paid.status).toBe(200);

    await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Confirmado!' })).toBeVisible();
    await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });
  });
});

/** Puts the caret at `caret`, deletes the digit before it, then types `digit`. */
async function editInTheMiddle(
  field: Locator,
  caret: number,
  digit: string,
  afterDelete: string,
  after: string,
) {
  await field.focus();
  await field.evaluate((input: HTMLInputElement, at: number) => input.setSelectionRange(at, at), caret);
  await field.press('Backspace');
  await expect(field).toHaveValue(afterDelete);
  await field.press(digit);
  await expect(field).toHaveValue(after);
}
