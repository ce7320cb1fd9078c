export * from './terms.js';
export * from './schedule.js';
export * from './assessment.js';
export * from './machine.js';
export * from './schemas.js';
export * from './application.js';
export * from './lifecycle.js';
export * from './co-applicant.js';
