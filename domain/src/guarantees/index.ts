export * from './rules.js';
export * from './machine.js';
export * from './schemas.js';
export * from './applicants.js';
export * from './claims.js';
export * from './lifecycle.js';
export * from './premium.js';
export * from './staff.js';
