// @vitest-environment node
// The right-to-left cache hands the RTL plugin only the rules it could change (rtl.ts). Whatever it
// skips must come out exactly as the plugin would have written it: the two are compared on every
// rule of the app's pages as the server draws them, and on each kind of rule CSSJanus mirrors.
import { describe, expect, it } from 'vitest';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import { renderPage, type DrawRequest } from '../../entry-server';
import { mirror, needsMirroring } from './rtl';

const through = (plugin: Middleware) => (css: string) => serialize(compile(css), middleware([prefixer, plugin, stringify]));
const byPlugin = through(rtlPlugin);
const byMirror = through(mirror);

const empty: typeof fetch = async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '0' } });
const reader: DrawRequest['session'] = { user: { id: 'r', name: 'Rida Khan', roles: ['CUSTOMER', 'VENDOR'], email: 'r@example.com', phone: '03001234567', emailVerified: true }, loggedInAs: 'VENDOR' };

/** Each rule of the left-to-right styles of the app's pages, as the server draws them. */
async function rulesOfPages(): Promise<string[]> {
  const pages = await Promise.all(
    ['/', '/cars', '/cars/c1', '/services/s1', '/bookings', '/bookingDetails/b1'].flatMap((url) => [
      renderPage({ url, locale: 'en', session: null, transport: empty }),
      renderPage({ url, locale: 'en', session: reader, transport: empty }),
    ]),
  );
  const sheets = pages.flatMap((page) => (page ? [...page.styles.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1] ?? '') : []));
  return [...new Set(sheets.flatMap((sheet) => compile(sheet).map((rule) => serialize([rule], stringify))))];
}

describe('the right-to-left styles', () => {
  it('come out of the app’s pages exactly as the RTL plugin writes them, most rules without going through it', async () => {
    const rules = await rulesOfPages();
    expect(rules.length).toBeGreaterThan(200);
    const differing = rules.filter((rule) => byMirror(rule) !== byPlugin(rule));
    expect(differing).toEqual([]);
    // The point of it: most rules are not rewritten at all.
    const rewritten = rules.filter((rule) => compile(rule).some(needsMirroring));
    expect(rewritten.length).toBeLessThan(rules.length / 2);
    // And those that are, are mirrored (a check that the comparison can tell them apart).
    expect(byMirror('.a{margin-left:8px;}')).toBe('.a{margin-right:8px;}');
  });

  it.each([
    '.a{margin-left:8px;padding-right:4px;}',
    '.a{left:0;right:auto;}',
    '.a{text-align:left;float:right;clear:left;}',
    '.a{direction:ltr;}',
    '.a{cursor:ne-resize;}',
    '.a{margin:1px 2px 3px 4px;}',
    '.a{padding:0 8px 0 16px !important;}',
    '.a{border-width:1px 2px 3px 4px;border-color:red green blue black;border-style:solid dotted none dashed;}',
    '.a{border-radius:4px 0 0 4px;}',
    '.a{border-radius:4px 8px;}',
    '.a{border-radius:50% / 10%;}',
    '.a{border-top-left-radius:4px;}',
    '.a{box-shadow:2px 3px 4px rgba(0,0,0,0.2);}',
    '.a{box-shadow:inset -1px 0 0 #ccc;}',
    '.a{text-shadow:1px 1px 2px #000;}',
    '.a{transform:translateX(10px) rotate(45deg);}',
    '.a{transform:translate(-50%, -50%);}',
    '.a{background-position:25% 50%;}',
    '.a{background:url(x.png) no-repeat 10% 0;}',
    '.a{background-position-x:30%;}',
    '.a{content:"`";}',
    '@keyframes k{from{left:0;}to{left:100px;}}',
    '@media (min-width:600px){.a{margin-left:8px;}}',
    '@supports (display:grid){.a{padding-left:2px;}}',
    '.a{/* @noflip */margin-left:8px;}',
    '.a{margin:0 auto;padding:8px 16px;border-radius:4px;background-color:#fff;color:#000;}',
    '.a{width:100%;display:flex;}',
    '.a .b{border-left:1px solid;}.a:hover{right:2px;}',
  ])('mirrors %s as the plugin does', (css) => {
    expect(byMirror(css)).toBe(byPlugin(css));
  });
});
