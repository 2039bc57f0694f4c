// The page at a boleto refund's requestUrl (/estorno-boleto/{id}): the customer who paid gives the
// bank account the money goes back to. pt-BR, server-rendered, the invoice page's layout and CSP
// nonce; every field has its label, its hint and, after a refused submit, its own message.
import { ACCOUNT_TYPES } from './bank-slip-refund.mjs';
import { layout } from './layout.mjs';
import { statusLabel } from './pages.mjs';
import { escapeText as h, formatBRL } from './util.mjs';

/**
 * @typedef {import('./bank-slip-refund.mjs').BankAccountForm} BankAccountForm
 * @typedef {import('./bank-slip-refund.mjs').BankAccountErrors} BankAccountErrors
 */

/** [name, label, hint, extra attributes] of the text fields, in order. */
const TEXT_FIELDS = /** @type {const} */ ([
  [
    'bank',
    'Banco (código)',
    'Os 3 dígitos do banco, ex.: 001 (Banco do Brasil), 237 (Bradesco), 341 (Itaú).',
    'inputmode="numeric" maxlength="3"',
  ],
  ['agency', 'Agência', 'Com o dígito, se houver (ex.: 1234 ou 1234-5).', 'inputmode="numeric"'],
  ['account', 'Conta com dígito', 'Ex.: 12345-6.', 'inputmode="numeric"'],
]);

/**
 * @param {keyof BankAccountForm} name @param {string} label @param {string} hint @param {string} attrs
 * @param {BankAccountForm} values @param {BankAccountErrors} errors
 */
function textField(name, label, hint, attrs, values, errors) {
  const id = `refund-${name}`;
  const error = errors[name];
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return `<label for="${id}">${h(label)}</label>
<input id="${id}" name="${name}" ${attrs} autocomplete="off" required aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''} value="${h(values[name])}">
<p id="${id}-hint" class="hint">${h(hint)}</p>${error ? `\n<p id="${id}-error" class="field-error">${h(error)}</p>` : ''}`;
}

/** @param {BankAccountForm} values @param {BankAccountErrors} errors */
function accountTypeField(values, errors) {
  const error = errors.accountType;
  const choices = Object.entries(ACCOUNT_TYPES)
    .map(([value, label]) => {
      const id = `refund-type-${value.toLowerCase()}`;
      const checked = values.accountType === value ? ' checked' : '';
      return `<div class="choice"><input type="radio" id="${id}" name="accountType" value="${value}" required${checked}><label for="${id}">${h(label)}</label></div>`;
    })
    .join('\n');
  const described = error ? ' aria-describedby="refund-accountType-error"' : '';
  return `<fieldset${described}>
<legend>Tipo de conta</legend>
${choices}${error ? `\n<p id="refund-accountType-error" class="field-error">${h(error)}</p>` : ''}
</fieldset>`;
}

/**
 * @param {object} o
 * @param {Record<string, any>} o.payment
 * @param {number} o.valueCentavos
 * @param {string} o.customerName
 * @param {boolean} o.done
 * @param {BankAccountForm} [o.values] what was typed, after a refused submit
 * @param {BankAccountErrors} [o.errors]
 * @param {string} o.nonce
 */
export function bankSlipRefundPage(o) {
  const p = o.payment;
  const amount = formatBRL(o.valueCentavos);
  const summary = `<section class="card" aria-labelledby="resumo">
<p class="merchant">GN Ingressos</p>
<h1 id="resumo">Reembolso do boleto nº ${h(p.invoiceNumber)}</h1>
<dl>
<dt>Valor</dt><dd class="amount">${h(amount)}</dd>
<dt>Pago por</dt><dd>${h(o.customerName)}</dd>
<dt>Descrição</dt><dd>${h(p.description ?? '—')}</dd>
<dt>Situação</dt><dd>${h(statusLabel(p))}</dd>
</dl>
</section>`;

  if (o.done) {
    return layout({
      title: 'Reembolso concluído',
      nonce: o.nonce,
      body: `${summary}
<div class="notice ok" role="status">Dados recebidos. O reembolso foi concluído.</div>
<p class="hint">O valor de ${h(amount)} foi devolvido para a conta informada. Você já pode fechar esta página.</p>`,
    });
  }

  const values = o.values ?? { bank: '', agency: '', account: '', accountType: '', cpf: '' };
  const errors = o.errors ?? {};
  const messages = Object.values(errors);
  const alert =
    messages.length > 0
      ? `<div class="notice error" role="alert"><p>Confira os dados informados:</p><ul class="errors">${messages.map((m) => `<li>${h(m)}</li>`).join('')}</ul></div>`
      : '';
  const fields = TEXT_FIELDS.map(([name, label, hint, attrs]) =>
    textField(name, label, hint, attrs, values, errors),
  ).join('\n');
  return layout({
    title: `${messages.length > 0 ? 'Erro: ' : ''}Reembolso do boleto · ${amount}`,
    nonce: o.nonce,
    body: `${summary}
<section class="card" aria-labelledby="dados">
<h2 id="dados">Dados bancários para o reembolso</h2>
<p>Informe a conta que vai receber ${h(amount)}, em nome de quem pagou o boleto.</p>
<p class="hint">Sandbox: o reembolso é concluído assim que os dados são enviados (no Asaas há ainda o envio de documentos e a transferência). CPF de teste: 111.444.777-35.</p>
${alert}
<form method="post" action="/estorno-boleto/${h(p.id)}">
${fields}
${accountTypeField(values, errors)}
${textField('cpf', 'CPF do titular da conta', 'Só números ou no formato 000.000.000-00.', 'inputmode="numeric" maxlength="14"', values, errors)}
<div class="actions"><button class="primary" type="submit">Enviar dados e concluir o reembolso</button></div>
</form>
</section>`,
  });
}
