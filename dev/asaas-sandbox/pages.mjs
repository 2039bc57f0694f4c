// Server-rendered pt-BR pages of the sandbox: the hosted invoice page (the provider's page, the only
// place where a card number is typed), its result states, and a small index for developers.
import { formatLinhaDigitavel } from './boleto.mjs';
import { layout } from './layout.mjs';
import { brDate, escapeText as h, formatBRL } from './util.mjs';

const STATUS_LABELS = /** @type {Record<string, string>} */ ({
  PENDING: 'Aguardando pagamento',
  OVERDUE: 'Vencida',
  RECEIVED: 'Paga',
  CONFIRMED: 'Pagamento confirmado',
  RECEIVED_IN_CASH: 'Paga em dinheiro',
  REFUNDED: 'Estornada',
  REFUND_REQUESTED: 'Estorno solicitado',
  REFUND_IN_PROGRESS: 'Estorno em andamento',
});

const BILLING_LABELS = /** @type {Record<string, string>} */ ({
  PIX: 'PIX',
  BOLETO: 'Boleto',
  CREDIT_CARD: 'Cartão de crédito',
  UNDEFINED: 'A escolher',
});

/** @param {Record<string, any>} p */
export const statusLabel = (p) => (p.deleted ? 'Removida' : (STATUS_LABELS[p.status] ?? p.status));

/** @param {string | null} returnUrl @param {string} [cls] */
function backToStore(returnUrl, cls = 'primary') {
  return returnUrl
    ? `<p class="actions"><a class="button ${cls}" href="${h(returnUrl)}">Voltar à loja</a></p>`
    : '<p class="hint">Você já pode fechar esta página.</p>';
}

/**
 * @typedef {{ count: number, values: number[], total: number }} PlanSummary
 */

/** '6x de R$ 16,66 (total R$ 100,00) · parcela 1 de 6'. @param {Record<string, any>} p @param {PlanSummary} plan */
function planText(p, plan) {
  const each = `${plan.count}x de ${formatBRL(plan.values[0] ?? 0)}`;
  return `${each} (total ${formatBRL(plan.total)}) · parcela ${p.installmentNumber} de ${plan.count}`;
}

/**
 * @param {object} o
 * @param {Record<string, any>} o.payment
 * @param {number} o.valueCentavos
 * @param {PlanSummary | null} [o.plan]
 */
function summary(o) {
  const p = o.payment;
  const plan = o.plan ? `\n<dt>Parcelamento</dt><dd data-plan>${h(planText(p, o.plan))}</dd>` : '';
  return `<section class="card" aria-labelledby="resumo">
<p class="merchant">GN Ingressos</p>
<h1 id="resumo">Cobrança nº ${h(p.invoiceNumber)}</h1>
<dl>
<dt>Valor</dt><dd class="amount">${h(formatBRL(o.valueCentavos))}</dd>${plan}
<dt>Descrição</dt><dd>${h(p.description ?? '—')}</dd>
<dt>Vencimento</dt><dd>${h(brDate(p.dueDate))}</dd>
<dt>Forma de pagamento</dt><dd>${h(BILLING_LABELS[p.billingType] ?? p.billingType)}</dd>
<dt>Situação</dt><dd>${h(statusLabel(p))}</dd>
</dl>
</section>`;
}

/** @param {string} id @param {string} action @param {string} label @param {string} cls */
const actionForm = (id, action, label, cls = 'primary') =>
  `<form method="post" action="/i/${h(id)}"><input type="hidden" name="action" value="${action}"><button class="${cls}" type="submit">${h(label)}</button></form>`;

/** @param {Record<string, any>} p @param {{ payload: string, expirationDate: string }} pix @param {string} qrBase64 @param {number} c */
function pixSection(p, pix, qrBase64, c) {
  return `<section class="card" aria-labelledby="pix">
<h2 id="pix">Pagar com PIX</h2>
<img class="qr" src="data:image/png;base64,${qrBase64}" alt="QR Code PIX de ${h(formatBRL(c))}" width="240" height="240">
<label for="pix-code">PIX copia e cola</label>
<textarea id="pix-code" rows="4" readonly>${h(pix.payload)}</textarea>
<p class="actions"><button type="button" class="secondary" data-copy="pix-code" hidden>Copiar código</button></p>
<p id="pix-code-status" class="hint" role="status" aria-live="polite"></p>
<p class="hint">Válido até ${h(brDate(pix.expirationDate.slice(0, 10)))} às ${h(pix.expirationDate.slice(11, 16))}.</p>
${actionForm(p.id, 'pix', 'Pagar (simular PIX)')}
</section>`;
}

/** @param {Record<string, any>} p @param {{ identificationField: string }} boleto */
function boletoSection(p, boleto) {
  return `<section class="card" aria-labelledby="boleto">
<h2 id="boleto">Pagar com boleto</h2>
<p>Linha digitável:</p>
<code class="linha">${h(formatLinhaDigitavel(boleto.identificationField))}</code>
<div class="actions">
<a class="button secondary" href="/b/${h(p.id)}.pdf">Abrir boleto (PDF)</a>
${actionForm(p.id, 'boleto', 'Pagar boleto (simular)')}
</div>
</section>`;
}

/**
 * @param {Record<string, any>} p
 * @param {{ holder?: string, expiry?: string, errors?: string[] }} form
 */
function cardSection(p, form) {
  const errors = form.errors ?? [];
  const described = errors.length > 0 ? ' aria-describedby="card-errors" aria-invalid="true"' : '';
  return `<section class="card" aria-labelledby="cartao">
<h2 id="cartao">Pagar com cartão de crédito</h2>
<p class="hint">Teste com o cartão 4111 1111 1111 1111, qualquer nome, validade futura e CVV 123.</p>
${
  errors.length > 0
    ? `<ul id="card-errors" class="errors" role="alert">${errors.map((e) => `<li>${h(e)}</li>`).join('')}</ul>`
    : ''
}
<form method="post" action="/i/${h(p.id)}" autocomplete="on">
<label for="card-number">Número do cartão</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required${described}>
<label for="card-holder">Nome impresso no cartão</label>
<input id="card-holder" name="holderName" autocomplete="cc-name" required value="${h(form.holder ?? '')}">
<div class="row">
<div><label for="card-expiry">Validade (MM/AA)</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required value="${h(form.expiry ?? '')}"></div>
<div><label for="card-cvv">CVV</label>
<input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div>
</div>
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Aprovar pagamento</button>
<button class="danger" type="submit" name="action" value="decline" formnovalidate>Recusar cartão</button>
</div>
</form>
</section>`;
}

const RESULT_TEXT = /** @type {Record<string, [string, string]>} */ ({
  RECEIVED: ['Pagamento recebido', 'Obrigado! O pagamento foi registrado e a loja já foi avisada.'],
  CONFIRMED: ['Pagamento aprovado', 'O cartão foi aprovado e a loja já foi avisada.'],
  RECEIVED_IN_CASH: ['Pagamento recebido', 'O pagamento foi registrado.'],
  REFUNDED: ['Cobrança estornada', 'O valor desta cobrança foi devolvido.'],
  REFUND_REQUESTED: ['Estorno solicitado', 'Informe a conta que vai receber o valor de volta.'],
});

/**
 * @param {object} o
 * @param {Record<string, any>} o.payment
 * @param {import('./store.mjs').PaymentExtras} o.extras
 * @param {string | null} o.qrBase64
 * @param {string | null} o.returnUrl
 * @param {PlanSummary | null} [o.plan] the installment plan the payment belongs to
 * @param {string | null} [o.flash] 'recusado' after a declined card
 * @param {{ holder?: string, expiry?: string, errors?: string[] }} [o.cardForm]
 * @param {string} o.nonce
 */
export function invoicePage(o) {
  const p = o.payment;
  const c = o.extras.valueCentavos;
  const parts = [];
  const open = !p.deleted && (p.status === 'PENDING' || p.status === 'OVERDUE');
  let title = `Cobrança ${p.invoiceNumber} · ${formatBRL(c)}`;

  if (p.deleted) {
    title = 'Cobrança removida';
    parts.push(
      `<div class="notice info" role="status">Esta cobrança foi removida pela loja e não pode mais ser paga.</div>`,
      backToStore(o.returnUrl),
    );
  } else if (!open) {
    const [heading, text] = RESULT_TEXT[p.status] ?? [
      statusLabel(p),
      'Esta cobrança não está aberta para pagamento.',
    ];
    title = heading;
    const cls = p.status.startsWith('REFUND') ? 'info' : 'ok';
    parts.push(
      `<div class="notice ${cls}" role="status"><strong>${h(heading)}.</strong> ${h(text)}</div>`,
      p.status === 'REFUND_REQUESTED'
        ? `<p class="actions"><a class="button primary" href="/estorno-boleto/${h(p.id)}">Informar dados bancários</a></p>`
        : backToStore(o.returnUrl),
    );
  } else {
    if (o.flash === 'recusado') {
      title = 'Cartão recusado';
      parts.push(
        `<div class="notice error" role="alert">Cartão recusado (simulado). Nenhum valor foi cobrado: tente outro cartão ou outra forma de pagamento.</div>`,
        backToStore(o.returnUrl, 'secondary'),
      );
    }
    if (p.status === 'OVERDUE') {
      parts.push('<div class="notice info">Esta cobrança está vencida, mas ainda pode ser paga.</div>');
    }
    const pix = o.extras.pix;
    const boleto = o.extras.boleto;
    if (p.billingType === 'UNDEFINED') parts.push('<h2>Escolha como pagar</h2>');
    if ((p.billingType === 'PIX' || p.billingType === 'UNDEFINED') && pix && o.qrBase64) {
      parts.push(pixSection(p, pix, o.qrBase64, c));
    }
    if ((p.billingType === 'BOLETO' || p.billingType === 'UNDEFINED') && boleto)
      parts.push(boletoSection(p, boleto));
    if (p.billingType === 'CREDIT_CARD' || p.billingType === 'UNDEFINED')
      parts.push(cardSection(p, o.cardForm ?? {}));
  }
  return layout({
    title,
    nonce: o.nonce,
    body: `${summary({ payment: p, valueCentavos: c, plan: o.plan })}\n${parts.join('\n')}`,
  });
}

/** @param {{ title: string, message: string, nonce: string, returnUrl?: string | null }} o */
export function messagePage(o) {
  return layout({
    title: o.title,
    nonce: o.nonce,
    body: `<section class="card"><h1>${h(o.title)}</h1><p>${h(o.message)}</p>${o.returnUrl !== undefined ? backToStore(o.returnUrl) : ''}</section>`,
  });
}

/**
 * @param {{ payments: Record<string, any>[], extras: Record<string, import('./store.mjs').PaymentExtras>,
 *   customers: Record<string, Record<string, any>>, pending: number, paused: boolean, webhookUrl: string | null,
 *   refundsRefused?: boolean, nonce: string }} o
 */
export function indexPage(o) {
  const rows = o.payments
    .map((p) => {
      const c = o.extras[p.id]?.valueCentavos ?? 0;
      return `<tr><td><a href="/i/${h(p.id)}">${h(p.id)}</a></td><td>${h(o.customers[p.customer]?.name ?? p.customer)}</td><td>${h(formatBRL(c))}</td><td>${h(BILLING_LABELS[p.billingType] ?? p.billingType)}</td><td>${h(statusLabel(p))}</td><td>${h(p.externalReference ?? '')}</td></tr>`;
    })
    .join('');
  const hook = o.webhookUrl
    ? `Webhook: ${h(o.webhookUrl)} · ${o.pending} evento(s) a entregar${o.paused ? ' · <strong>fila pausada</strong> (POST /v3/sandbox/webhooks/resume)' : ''}`
    : 'Webhook: não configurado (eventos só registrados).';
  const refusing = o.refundsRefused
    ? ' · <strong>estornos recusados</strong> (saldo insuficiente simulado: POST /v3/sandbox/refunds/refuse)'
    : '';
  return layout({
    title: 'Sandbox Asaas local',
    nonce: o.nonce,
    body: `<section class="card"><h1>Sandbox Asaas local</h1><p>API em <code>/v3</code>. ${hook}${refusing}</p></section>
<section class="card"><h2>Últimas cobranças</h2>${
      rows
        ? `<table><thead><tr><th scope="col">Cobrança</th><th scope="col">Cliente</th><th scope="col">Valor</th><th scope="col">Forma</th><th scope="col">Situação</th><th scope="col">Pedido</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>Nenhuma cobrança ainda.</p>'
    }</section>`,
  });
}
