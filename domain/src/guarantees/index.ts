export * from './rules.js';
export * from './machine.js';
export * from './schemas.js';
export * from './lifecycle.js';
