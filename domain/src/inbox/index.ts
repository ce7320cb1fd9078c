export * from './constants.js';
export * from './schemas.js';
export * from './links.js';
export * from './attachments.js';
