export * from './currencies.js';
export * from './price-estimation.js';
export * from './schemas.js';
export * from './payout-account.js';
