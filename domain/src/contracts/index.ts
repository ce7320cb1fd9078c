export * from './constants.js';
export * from './identity.js';
export * from './amounts.js';
export * from './schemas.js';
export * from './steps.js';
export * from './forms.js';
export * from './machine.js';
export * from './indexation.js';
