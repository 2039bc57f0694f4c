// How a sandbox payment's money comes: received (PIX, boleto), a card approved or refused, the
// sandbox's confirm and overdue helpers, and the daily job that makes late payments OVERDUE.
import { invalid, netCentavos, OPEN } from './api-common.mjs';
import { addDays, spDate, toReais } from './util.mjs';

/** @param {ReturnType<typeof import('./payment-access.mjs').createPaymentAccess>} access */
export function createSettlement(access) {
  const { state, change, extras, livePayment, view } = access;

  /** @param {Record<string, any>} p @param {string} billingType */
  function receive(p, billingType) {
    const today = spDate();
    const c = extras(p.id).valueCentavos;
    change(
      p,
      {
        status: 'RECEIVED',
        billingType,
        netValue: toReais(netCentavos(c, billingType)),
        confirmedDate: today,
        paymentDate: today,
        clientPaymentDate: today,
        creditDate: today,
        estimatedCreditDate: today,
      },
      'PAYMENT_RECEIVED',
    );
  }

  /** @param {Record<string, any>} p @param {{ last4: string, brand: string }} card */
  function approveCard(p, card) {
    const today = spDate();
    const c = extras(p.id).valueCentavos;
    change(
      p,
      {
        status: 'CONFIRMED',
        billingType: 'CREDIT_CARD',
        netValue: toReais(netCentavos(c, 'CREDIT_CARD')),
        confirmedDate: today,
        clientPaymentDate: today,
        estimatedCreditDate: addDays(today, 30),
        creditCard: { creditCardNumber: card.last4, creditCardBrand: card.brand, creditCardToken: null },
      },
      'PAYMENT_CONFIRMED',
    );
  }

  /** @param {Record<string, any>} p */
  function refuseCard(p) {
    change(p, {}, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED');
  }

  /**
   * Asaas sandbox's "confirm": PIX, boleto (and UNDEFINED) → RECEIVED; card → CONFIRMED; a card
   * already CONFIRMED → RECEIVED (its settlement, which Asaas does about 30 days later).
   * @param {string} id
   */
  function sandboxConfirm(id) {
    const p = livePayment(id);
    if (OPEN.includes(p.status)) {
      if (p.billingType === 'CREDIT_CARD') approveCard(p, { last4: '1111', brand: 'VISA' });
      else receive(p, p.billingType);
    } else if (p.status === 'CONFIRMED' && p.billingType === 'CREDIT_CARD') {
      change(p, { status: 'RECEIVED', paymentDate: spDate(), creditDate: spDate() }, 'PAYMENT_RECEIVED');
    } else {
      throw invalid('invalid_action', 'Só é possível confirmar cobranças aguardando pagamento ou vencidas.');
    }
    return view(p);
  }

  /** @param {string} id */
  function sandboxOverdue(id) {
    const p = livePayment(id);
    if (p.status !== 'PENDING')
      throw invalid('invalid_action', 'Só cobranças aguardando pagamento podem vencer.');
    change(p, { status: 'OVERDUE' }, 'PAYMENT_OVERDUE');
    return view(p);
  }

  /** Like Asaas's daily job: PENDING payments past their due date become OVERDUE. */
  function sweepOverdue() {
    const today = spDate();
    for (const p of Object.values(state.payments)) {
      if (!p.deleted && p.status === 'PENDING' && p.dueDate < today)
        change(p, { status: 'OVERDUE' }, 'PAYMENT_OVERDUE');
    }
  }

  return { receive, approveCard, refuseCard, sandboxConfirm, sandboxOverdue, sweepOverdue };
}
