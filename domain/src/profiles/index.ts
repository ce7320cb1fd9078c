export * from './constants.js';
export * from './completion.js';
export * from './corenters.js';
export * from './institutions.js';
export * from './pre-approval.js';
export * from './schemas.js';
export * from './visibility.js';
