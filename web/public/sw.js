// RentWheels service worker: makes the app installable and lets it open without a connection.
// It caches only the offline page, icons and the hashed build files. API answers, uploaded files (ID documents, car
// pictures) and anything personal always go to the network and are never stored here.
const VERSION = 'rentwheels-v2';
const SHELL = ['/offline.html', '/offline.js', '/favicon.svg', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isPrivate = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;

  if (request.mode === 'navigate') {
    // Pages: always the network (fresh HTML, link previews); without one, a page that says so.
    event.respondWith(fetch(request).catch(async () => (await caches.match('/offline.html')) ?? Response.error()));
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // Hashed build files never change: the cache first, filled on first use.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
