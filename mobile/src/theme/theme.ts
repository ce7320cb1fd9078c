import { useColorScheme } from 'react-native';

export type Theme = {
  scheme: 'light' | 'dark';
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  onPrimary: string;
  danger: string;
  success: string;
  warning: string;
};

const LIGHT: Theme = {
  scheme: 'light',
  background: '#f6f7f9',
  surface: '#ffffff',
  text: '#101828',
  muted: '#475467',
  border: '#d0d5dd',
  primary: '#1d4ed8',
  onPrimary: '#ffffff',
  danger: '#b42318',
  success: '#067647',
  warning: '#b54708',
};

const DARK: Theme = {
  scheme: 'dark',
  background: '#0c111d',
  surface: '#161b26',
  text: '#f5f5f6',
  muted: '#94969c',
  border: '#333741',
  primary: '#84adff',
  onPrimary: '#0c111d',
  danger: '#f97066',
  success: '#47cd89',
  warning: '#fdb022',
};

/** Light or dark, following the system setting (app.json: userInterfaceStyle automatic). */
export function useTheme(): Theme {
  return useColorScheme() === 'dark' ? DARK : LIGHT;
}
