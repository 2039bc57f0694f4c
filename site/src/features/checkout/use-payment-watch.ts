// The waiting page's timers: the reservation's countdown, the redirect once paid, and the
// periodic request that the server re-read the payment (a late webhook).
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toasts';
import { secondsUntil } from '@gn/core/browser/countdown';
import { reconcileOrder } from './checkout-api';
import { PAID_REDIRECT_MS, RECONCILE_INTERVAL_MS, WAITING_MESSAGES } from './waiting';

/** Seconds left of the reservation, ticking every second (null without an end). */
export function useCountdown(end: Date | null, active: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!end || !active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end, active]);
  return end ? secondsUntil(end, now) : null;
}

/** Paid: say so once, then the tickets. */
export function useRedirectWhenPaid(paid: boolean): void {
  const announcedPaid = useRef(false);
  useEffect(() => {
    if (!paid || announcedPaid.current) return;
    announcedPaid.current = true;
    toast.success(WAITING_MESSAGES.paid);
    const timer = setTimeout(() => window.location.assign('/conta/ingressos'), PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid]);
}

/**
 * A late webhook: ask the server to look at the payment now and then (errors do not matter).
 * `onAnswer` hears the status the server answered (the page re-reads the order when it differs
 * from what its listener shows).
 */
export function useReconcileWhileWaiting(
  orderId: string | null,
  waiting: boolean,
  onAnswer: (status: string | null) => void,
): void {
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (!waiting || !orderId) return;
    const timer = setInterval(() => {
      reconcileOrder(orderId)
        .then((answer) => latest.current(answer.status))
        .catch((error: unknown) => console.warn('Reconciliação falhou', error));
    }, RECONCILE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, orderId]);
}
