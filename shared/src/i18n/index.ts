export * from './locale.js';
export * from './translate.js';
export * from './format.js';
export { en, type MessageKey } from './en/index.js';
