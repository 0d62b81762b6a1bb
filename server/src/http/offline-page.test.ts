// The offline page: both languages from the catalogs, no inline script (the CSP would block it).
import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page.js';

describe('offline page', () => {
  const html = offlinePageHtml();
  it('holds the English and the Urdu texts, Urdu hidden until the script shows it', () => {
    expect(html).toContain('<main lang="en" dir="ltr">');
    expect(html).toContain('You are offline');
    expect(html).toContain('<main lang="ur" dir="rtl" hidden>');
    expect(html).toContain('آپ آف لائن ہیں');
    expect(html).toContain('دوبارہ کوشش کریں');
  });
  it('has no inline script or handler, only /offline.js', () => {
    expect(html).not.toMatch(/onclick|<script>(?!<)/i);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/offline.js" defer>']);
  });
});
