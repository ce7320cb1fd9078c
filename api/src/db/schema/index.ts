export * from './accounts.js';
export * from './sandbox.js';
export * from './listings.js';
export * from './events.js';
export * from './profiles.js';
export * from './applications.js';
export * from './contracts.js';
