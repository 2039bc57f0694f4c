// The account's service worker (/conta/sw.js, scope /conta/): it keeps the shell of the account's
// pages so that /conta/ingressos opens without network. Registered from the tickets page only, so
// the public pages neither load this code nor run a worker. Once it controls the page, the page
// hands it the same-origin files it loaded (its scripts, styles and images, hashed by Astro), which
// the worker could not see being fetched on the first visit.

export const ACCOUNT_SW_URL = '/conta/sw.js';

/** Set on <html> once the worker kept the page's files: the page now opens offline. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-pronto';

/** Registers the worker and has it keep this page's files; resolves true once they are kept. */
export async function registerAccountWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(ACCOUNT_SW_URL, { scope: '/conta/' });
    const ready = await navigator.serviceWorker.ready;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${location.origin}/`) && !url.startsWith(`${location.origin}/api/`));
    const channel = new MessageChannel();
    const kept = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
    });
    ready.active?.postMessage({ type: 'guardar', urls: [location.href, ...files] }, [channel.port2]);
    await kept;
    document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '1');
    return true;
  } catch (error) {
    console.error('Falha ao preparar a página para uso sem conexão', error);
    return false;
  }
}
