// The wizard's effects: the buyer's saved data for the Dados step, the checkout terms of the cart's
// event (fee, methods, installments; read again when the event changes), and the focus moved to
// each new step's heading.
import { useEffect, useRef, useState } from 'react';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import type { SessionUser } from '../session/session';
import { loadBuyerDefaults } from './buyer-defaults';
import { fetchCheckoutTerms, type CheckoutTerms } from './checkout-terms';
import { STEP_HEADING_ID } from './steps/step-kit';
import type { Step } from './wizard';

/** The buyer's saved data, null while loading. */
export function useBuyerDefaults(user: SessionUser): BuyerInput | null {
  const [defaults, setDefaults] = useState<BuyerInput | null>(null);
  useEffect(() => {
    let live = true;
    void loadBuyerDefaults(user.uid, user.email).then((value) => {
      if (live) setDefaults(value);
    });
    return () => {
      live = false;
    };
  }, [user.uid, user.email]);
  return defaults;
}

/** The terms: undefined while loading; null when unreadable (the server's answer decides then). */
export function useCheckoutTerms(eventId: string | null): CheckoutTerms | null | undefined {
  const [terms, setTerms] = useState<CheckoutTerms | null | undefined>(undefined);
  useEffect(() => {
    if (!eventId) {
      setTerms(null);
      return;
    }
    const controller = new AbortController();
    setTerms(undefined);
    void fetchCheckoutTerms(eventId, controller.signal).then((value) => {
      if (!controller.signal.aborted) setTerms(value);
    });
    return () => controller.abort();
  }, [eventId]);
  return terms;
}

/** A new step: its heading takes the focus (screen readers announce it) and the page scrolls up. */
export function useStepFocus(step: Step): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
    document.getElementById('checkout')?.scrollIntoView({ block: 'start' });
  }, [step]);
}
