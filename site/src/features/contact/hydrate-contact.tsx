// Loaded by /contato on the first interaction: hydrates the build-time HTML of ContactForm.
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Hydrate } from '../../lib/lazy-island';
import { ContactForm } from './ContactForm';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export const hydrate: Hydrate = (root, onReady) => {
  hydrateRoot(
    root,
    <>
      <ContactForm />
      <Ready onReady={onReady} />
    </>,
    { onRecoverableError: (error) => console.warn('Hidratação refeita no navegador', error) },
  );
};
