// The app's style cache in the browser (Emotion), for left-to-right pages. On a page the server
// drew, the page's styles are already in <head>, in elements that name what they hold
// (`data-emotion="css …"`, written by @emotion/server): a cache of the same key takes them over as
// it is made, so it does not write those styles again (decision 0049).
import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;

export function styleCache(): EmotionCache {
  return (cache ??= createCache({ key: 'css' }));
}
