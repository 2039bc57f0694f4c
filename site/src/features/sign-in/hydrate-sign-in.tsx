// Loaded by /entrar on the first interaction: hydrates the build-time HTML of SignInPanel.
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Hydrate } from '../../lib/lazy-island';
import { SignInPanel } from './SignInPanel';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export const hydrate: Hydrate = (root, onReady) => {
  hydrateRoot(
    root,
    <>
      <SignInPanel />
      <Ready onReady={onReady} />
    </>,
    {
      onRecoverableError: (error) => console.warn('Hidratação refeita no navegador', error),
    },
  );
};
