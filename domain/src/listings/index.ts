export * from './constants.js';
export * from './places.js';
export * from './schemas.js';
export * from './filters.js';
export * from './search-params.js';
export * from './search.js';
export * from './machine.js';
export * from './place-names.js';
