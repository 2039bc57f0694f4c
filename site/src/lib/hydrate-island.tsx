// The second half of a lazy island (see lazy-island.ts): hydrates the build-time HTML of one
// component and reports when React has committed, so the replayed clicks land on live handlers.
import { useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Hydrate } from './lazy-island';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function hydrateIsland(island: ReactElement): Hydrate {
  return (root, onReady) => {
    hydrateRoot(
      root,
      <>
        {island}
        <Ready onReady={onReady} />
      </>,
      { onRecoverableError: (error) => console.warn('Hidratação refeita no navegador', error) },
    );
  };
}
