import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { ActivityIndicator, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { loadKit, type ClientKit } from './load-kit';

/**
 * A route's screen from the client kit: in the web export, the screen once the kit's chunk is
 * there (at once after the sign-in, which loads it; a deep link to a signed-in screen waits for
 * it).
 */
export function kitScreen<P extends object>(
  pick: (loaded: ClientKit) => ComponentType<P>,
): (props: P) => JSX.Element {
  const Screen = lazy(() => loadKit().then((loaded) => ({ default: pick(loaded) })));
  return function KitScreen(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

function Loading() {
  const theme = useTheme();
  return (
    <View style={{ flex: 1, justifyContent: 'center', backgroundColor: theme.background }}>
      <ActivityIndicator color={theme.muted} />
    </View>
  );
}
