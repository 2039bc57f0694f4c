// Installment plans (parcelamentos): each installment is a payment of its own, sharing the plan's
// `installment` id. A plan is listed, refunded (a card plan, whole) and its pending or overdue
// installments removed through the installments resource.
import { idSegment, type AsaasHttp } from './client.ts';
import { AsaasError } from './errors.ts';
import type { AsaasInstallment, AsaasList, AsaasPayment } from './types.ts';

export interface AsaasInstallmentOperations {
  /** GET /installments/{id}/payments: every installment of the plan, in order. */
  getInstallmentPayments(id: string): Promise<AsaasPayment[]>;
  /** POST /installments/{id}/refund: refunds a card plan received or confirmed, whole. */
  refundInstallment(id: string): Promise<AsaasInstallment>;
  /**
   * DELETE /installments/{id}/payments ("Cancelar cobranças de um parcelamento"): removes every
   * pending or overdue installment; confirmed ones stay. A plan left empty is deleted with them.
   */
  cancelInstallmentPayments(id: string): Promise<void>;
}

/** A plan of up to 21 installments fits one page. */
const PAGE = 25;

export function installmentOperations(http: AsaasHttp): AsaasInstallmentOperations {
  return {
    getInstallmentPayments: async (id) => {
      const list = await http.request<AsaasList<AsaasPayment>>({
        method: 'GET',
        path: `/installments/${idSegment(id)}/payments`,
        query: { limit: PAGE },
        retry: 'idempotent',
      });
      return [...list.data].sort((a, b) => (a.installmentNumber ?? 0) - (b.installmentNumber ?? 0));
    },
    // Not repeated on a lost answer, like a payment's refund: read the plan's payments instead.
    refundInstallment: async (id) =>
      http.request<AsaasInstallment>({
        method: 'POST',
        path: `/installments/${idSegment(id)}/refund`,
        body: {},
        retry: 'rate-limit-only',
      }),
    cancelInstallmentPayments: async (id) => {
      try {
        await http.request<unknown>({
          method: 'DELETE',
          path: `/installments/${idSegment(id)}/payments`,
          retry: 'idempotent',
        });
      } catch (error) {
        // An earlier attempt whose answer was lost removed them all, and the plan with them.
        if (error instanceof AsaasError && error.kind === 'not_found' && error.ambiguous) return;
        throw error;
      }
    },
  };
}
