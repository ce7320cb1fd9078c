import { StatusBar } from 'react-native';
import { AppProviders } from '../src/AppProviders';
import { AppStack } from '../src/AppStack';
import { useTheme } from '../src/theme/theme';

export default function RootLayout() {
  const theme = useTheme();
  return (
    <AppProviders>
      <StatusBar barStyle={theme.scheme === 'dark' ? 'light-content' : 'dark-content'} />
      <AppStack />
    </AppProviders>
  );
}
