import * as ImagePicker from 'expo-image-picker';
import * as WebBrowser from 'expo-web-browser';

/**
 * Device modules a screen needs only once the user acts (a photo to pick, a signing page to open).
 * A phone has them in its bundle already; the web export loads each when first asked
 * (device-modules.web.ts), so they stay out of the first screen's scripts.
 */
export function loadImagePicker(): Promise<typeof ImagePicker> {
  return Promise.resolve(ImagePicker);
}

/** Nothing to fetch on a phone (see device-modules.web.ts). */
export function preloadImagePicker(): void {}

export function loadWebBrowser(): Promise<typeof WebBrowser> {
  return Promise.resolve(WebBrowser);
}
