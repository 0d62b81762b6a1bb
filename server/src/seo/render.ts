// Writes a page's link-preview tags into the built index.html (title, description, canonical,
// Open Graph and Twitter card), replacing the defaults the HTML carries.
import type { PageMeta } from './page-meta.js';
import { SITE_NAME } from './page-meta.js';
import { escapeHtml } from '../http/html.js';


export function renderPageMeta(html: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.type === 'website' ? 'website' : 'article'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:locale', 'en_PK'),
    ...(meta.image ? [tag('property', 'og:image', meta.image), tag('property', 'og:image:alt', meta.title)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image ? [tag('name', 'twitter:image', meta.image)] : []),
  ].join('\n    ');
  // Replacements are functions: a replacement string would read `$&`, `$'` and `` $` `` in a car's
  // name or description as "insert the page here" (the lint rule below refuses string replacements).
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => tag('name', 'description', meta.description))
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
