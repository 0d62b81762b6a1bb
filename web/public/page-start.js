// Starts the app on a page the server drew (decision 0026). The drawing is already on screen, so
// the app's code waits for what it shows: once the page's main picture has loaded and painted, the
// starter fetches the app's entry and the screen's chunks (named on its script element) and runs
// the app. On a slow phone the car's photo gets the bandwidth and the main thread first, then the
// page comes alive. A picture that fails or takes over 2.5 s does not hold the app back, nor does a
// tab in the background (it paints no frames).
const script = document.querySelector('script[data-entry]');
const picture = document.querySelector('#root img[fetchpriority="high"]');

const pictureReady = new Promise((resolve) => {
  if (!picture || picture.complete) return resolve();
  picture.addEventListener('load', resolve, { once: true });
  picture.addEventListener('error', resolve, { once: true });
  setTimeout(resolve, 2500);
});

// After the next frame is painted: a frame callback, then a task after it.
const painted = () =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

function start() {
  // The screen's chunks load beside the entry instead of after it has run.
  for (const file of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  return import(script.dataset.entry);
}

if (script) pictureReady.then(painted).then(start);
