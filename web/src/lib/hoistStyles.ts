// Emotion, drawing on the server, writes each component's styles in a <style> element just before
// the component's markup: a drawn car page has some 150 of them inside the root. The app's style
// cache moves every one into <head> when it starts, in the task that runs the app's code on a phone
// that is already busy, and the browser parses each moved element's rules again. The server does
// that move instead: the styles go to <head> in the order they were written, consecutive elements
// of the components' styles merged into one (their ids listed together, as Emotion reads them
// back), each marked `data-s` as the cache marks what it has moved, so it leaves them in place.
// Global styles stay elements of their own: each <Global> finds its element by its one id
// (decision 0027).

const EMOTION_STYLE = /<style data-emotion="([^"]+)"( nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  /** The markup without Emotion's style elements. */
  html: string;
  /** The style elements for <head>, in the order they were written. */
  styles: string;
}

export function hoistStyles(html: string): HoistedStyles {
  const elements: { key: string; ids: string[]; nonce: string; css: string }[] = [];
  const rest = html.replace(EMOTION_STYLE, (_, attribute: string, nonce: string | undefined, css: string) => {
    const [key = '', ...ids] = attribute.split(' ');
    const last = elements.at(-1);
    if (last && !key.endsWith('-global') && last.key === key && last.nonce === (nonce ?? '')) {
      last.ids.push(...ids);
      last.css += css;
    } else {
      elements.push({ key, ids, nonce: nonce ?? '', css });
    }
    return '';
  });
  const styles = elements.map((e) => `<style data-emotion="${[e.key, ...e.ids].join(' ')}" data-s=""${e.nonce}>${e.css}</style>`).join('');
  return { html: rest, styles };
}
