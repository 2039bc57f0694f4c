// The door scanner's service worker (admin/src/routes/scanner/scanner-shell.ts registers it for
// /admin/portaria/ only). Installing it caches the app shell the scanner needs — index.html, the
// entry's chunks, the scanner's chunks with the camera's decoder, the icons — listed at build time
// by admin/scanner-sw-plugin.ts in place of the two markers below. A page load tries the network
// first (a new deploy shows at once) and falls back to the cached shell offline; the shell's files
// (hashed names) come from the cache. The API is never cached: the scanner keeps its own data in
// IndexedDB.
const PRECACHE = self.__PRECACHE__;
const CACHE = `gn-scanner-${self.__VERSION__}`;
const SHELL = '/index.html';
/** A venue's Wi-Fi that hangs is no network: the shell answers after this long. */
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('gn-scanner-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function shell() {
  return caches.match(SHELL, { cacheName: CACHE }).then((hit) => hit || Response.error());
}

function navigation(request) {
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS, null));
  const network = fetch(request).catch(() => null);
  return Promise.race([network, timeout]).then((answer) => answer || shell());
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
});
