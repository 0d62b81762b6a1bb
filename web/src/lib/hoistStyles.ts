// Emotion, drawing on the server, writes each component's styles in a <style> element just before
// the component's markup: a drawn car page has some 150 of them inside the root. Left there, the
// browser's style cache moves each one into <head> when the app starts, and then moves them again
// as it takes them over, in the task that runs the app's code on a phone that is already busy; the
// browser works out the page's styles again after every move. So the server moves them instead,
// once (decision 0027):
// - the components' styles become one element at the end of <head>, in the order they were
//   written, that names their ids (`data-drawn-styles`). The app's cache (lib/styleCache.ts) is
//   told those ids, so it neither writes them again nor moves the element;
// - global styles stay Emotion's elements, before it, each its own (every <Global> finds its
//   element by its one id), marked `data-s` as the cache marks what it has moved already.

export const DRAWN_STYLES = 'data-drawn-styles';

const EMOTION_STYLE = /<style data-emotion="([^"]+)"( nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  /** The markup without Emotion's style elements. */
  html: string;
  /** The style elements for <head>. */
  styles: string;
}

export function hoistStyles(html: string): HoistedStyles {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  const rest = html.replace(EMOTION_STYLE, (element: string, attribute: string, nonce: string | undefined, rules: string) => {
    const [key = '', ...names] = attribute.split(' ');
    if (key === 'css') {
      ids.push(...names);
      css += rules;
    } else {
      globals.push(`<style data-emotion="${attribute}" data-s=""${nonce ?? ''}>${rules}</style>`);
    }
    return '';
  });
  const components = ids.length > 0 ? `<style ${DRAWN_STYLES}="${ids.join(' ')}">${css}</style>` : '';
  return { html: rest, styles: globals.join('') + components };
}
