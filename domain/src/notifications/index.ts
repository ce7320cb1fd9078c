export * from './types.js';
export * from './consents.js';
export * from './schemas.js';
export * from './push-devices.js';
export * from './text.js';
