export * from './constants.js';
export * from './dates.js';
export * from './schedule.js';
export * from './items.js';
export * from './schemas.js';
export * from './reindex.js';
