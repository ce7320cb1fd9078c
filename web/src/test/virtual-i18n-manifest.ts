export const I18N_HASH = 'test';
