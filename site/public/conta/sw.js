// The account's service worker (scope /conta/, registered by /conta/ingressos only:
// site/src/features/account/account-offline.ts). It keeps the shell of the account's pages (their
// HTML, scripts, styles and pictures, none of which holds the user's data: the tickets themselves
// are kept by the page, per user) so that the tickets open on a phone without network.
// Pages: network first, the kept copy offline. Astro's hashed files (/_astro/): the kept copy
// first, they never change. The API, other origins (Firebase) and non-GET requests pass through.
const CACHE = 'gn-conta-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

function ours(url) {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/');
}

// The page lists what it loaded (it was fetched before this worker controlled the page).
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'guardar' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && ours(new URL(u)));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        urls.map(async (u) => {
          const url = new URL(u);
          url.hash = '';
          if (url.pathname.startsWith('/conta')) url.search = '';
          try {
            const answer = await fetch(url.href, { credentials: 'same-origin' });
            if (answer.ok) await cache.put(url.href, answer);
          } catch {
            /* offline already: keep what we have */
          }
        }),
      );
      if (event.ports[0]) event.ports[0].postMessage('guardado');
    })(),
  );
});

async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) (await caches.open(CACHE)).put(request, answer.clone());
  return answer;
}

async function networkFirst(request, isPage) {
  try {
    const answer = await fetch(request);
    if (answer.ok && (isPage || answer.type === 'basic')) {
      const key = isPage ? new URL(request.url).origin + new URL(request.url).pathname : request;
      (await caches.open(CACHE)).put(key, answer.clone());
    }
    return answer;
  } catch (error) {
    const kept = await caches.match(request, { ignoreSearch: isPage });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!ours(url)) return;
  if (url.pathname.startsWith('/_astro/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, request.mode === 'navigate'));
});
