export * from './postings.js';
export * from './balance.js';
