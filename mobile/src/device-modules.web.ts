/**
 * The web export's device modules: each a chunk of its own, loaded when a screen first asks
 * (see device-modules.ts), rather than in the scripts every screen shares.
 */
export function loadImagePicker(): Promise<typeof import('expo-image-picker')> {
  return import('expo-image-picker');
}

/**
 * Fetched as a screen with photo buttons opens, so that a tap finds the picker here: the browser
 * opens its file dialog only while the tap is recent.
 */
export function preloadImagePicker(): void {
  loadImagePicker().catch(() => undefined); // a tap asks again
}

export function loadWebBrowser(): Promise<typeof import('expo-web-browser')> {
  return import('expo-web-browser');
}
