// The dashboards feature's surface for other features: counting a search.
export { countSearch } from './search-counts.js';
