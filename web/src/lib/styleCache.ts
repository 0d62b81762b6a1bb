// The app's style cache in the browser (Emotion), for left-to-right pages. On a page the server
// drew, the components' styles are already in <head>, in one element that names them
// (lib/hoistStyles.ts): the cache is told those names, so it does not write those styles again and
// leaves the element where it is (decision 0027).
import createCache, { type EmotionCache } from '@emotion/cache';
import { DRAWN_STYLES } from './hoistStyles';

let cache: EmotionCache | undefined;

export function styleCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${DRAWN_STYLES}]`)) {
    for (const name of (element.getAttribute(DRAWN_STYLES) ?? '').split(' ')) if (name) cache.inserted[name] = true;
  }
  return cache;
}
