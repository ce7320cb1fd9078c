export * from './history.js';
export * from './pre-approval.js';
export * from './schemas.js';
