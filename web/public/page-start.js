// Starts the app on a page the server drew (decision 0026). The drawing is already on screen, so
// the app's code waits for what it shows: once the page's main picture has loaded and painted, the
// starter fetches the app's entry and the screen's chunks (named on its script element) and runs
// the app. On a slow phone the car's photo gets the bandwidth and the main thread first, then the
// page comes alive. A picture that fails or takes over 2.5 s does not hold the app back, nor does a
// tab in the background (it paints no frames). A page drawn in Urdu names its font's style sheet
// (`data-fonts`): it is added then too, so the font's 186 KB do not hold the first paint or the
// picture on a slow connection (decision 0057).
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

// Everything loads at once, the entry's packages and the entry first, then the screen's chunks
// beside them instead of after the entry has run. Each link costs the browser about half a
// millisecond to take in (a slow phone four times that) and a car's page has some fifty, so they
// are added a few per task: the main thread is never held for long.
const PER_TASK = 4;
function preload(files) {
  for (const file of files.splice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  if (files.length > 0) setTimeout(() => preload(files), 0);
}

const list = (value) => (value ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The packages the entry imports (React, the style engine, the router and queries) run first, each
// in a task of its own, then the app: on a slow phone no one task runs all of it.
async function start() {
  for (const file of list(script.dataset.fonts)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = file;
    document.head.append(link);
  }
  const before = list(script.dataset.before);
  preload([...before, script.dataset.entry, ...list(script.dataset.preload)]);
  for (const file of before) {
    await import(file);
    await nextTask();
  }
  return import(script.dataset.entry);
}

if (script) pictureReady.then(painted).then(start);
