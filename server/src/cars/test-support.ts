// For other features' tests: the app's search (the in-memory index) and its reference SQL.
export { searchCars, searchCarsInSql } from './search.js';
