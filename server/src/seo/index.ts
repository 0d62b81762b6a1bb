// The seo feature's surface for the web app's HTML: what a page is about, its tags, and what
// search engines are told of it.
export { pageMeta } from './page-meta.js';
export { renderPageMeta } from './render.js';
export { robotsTag } from './robots.js';
