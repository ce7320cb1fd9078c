/// <reference types="vite/client" />

declare module 'virtual:i18n-manifest' {
  export const I18N_HASH: string;
}
declare module 'virtual:build-info' {
  export const BUILD_ID: string;
}
