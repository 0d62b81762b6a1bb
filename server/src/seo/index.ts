// The seo feature's surface for the web app's HTML: what a page is about, and its tags.
export { pageMeta } from './page-meta.js';
export { renderPageMeta } from './render.js';
