export * from './machine.js';
export * from './requirements.js';
export * from './schemas.js';
