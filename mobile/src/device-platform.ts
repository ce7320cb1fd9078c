import { Platform } from 'react-native';

/** This device's platform as the graph names it; null on the web export. */
export function devicePlatform(): 'IOS' | 'ANDROID' | null {
  if (Platform.OS === 'ios') return 'IOS';
  if (Platform.OS === 'android') return 'ANDROID';
  return null;
}
