// What the server says of cancelling an order now (the limits, the refund, or the refusal),
// asked when the dialog opens and again on 'Tentar novamente'.
import { useEffect, useState } from 'react';
import type { CancellationPreviewAnswer } from '@gn/core/schemas/order-cancel';
import { getJson } from '../session/api-client';

export type PreviewState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; preview: CancellationPreviewAnswer };

const LOAD_FAILED = 'Não foi possível consultar o prazo de cancelamento agora.';

/** The error's own message when it has one, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** `orderPath`: the order's API path ('/api/orders/{id}'). */
export function useCancellationPreview(orderPath: string): { preview: PreviewState; retry: () => void } {
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setPreview({ state: 'loading' });
    getJson<CancellationPreviewAnswer>(`${orderPath}/cancellation`)
      .then((answer) => live && setPreview({ state: 'ready', preview: answer }))
      .catch((error: unknown) => {
        console.error('Falha ao consultar o cancelamento', error);
        if (live) setPreview({ state: 'failed', message: errorText(error, LOAD_FAILED) });
      });
    return () => {
      live = false;
    };
  }, [orderPath, attempt]);
  return { preview, retry: () => setAttempt((n) => n + 1) };
}
