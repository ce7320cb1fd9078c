import type { ComponentType, JSX } from 'react';
import * as kit from './kit';
import type { ClientKit } from './load-kit';

/** A route's screen from the client kit: on a phone, the screen itself (the kit is in the bundle). */
export function kitScreen<P extends object>(
  pick: (loaded: ClientKit) => ComponentType<P>,
): (props: P) => JSX.Element {
  const Screen = pick(kit);
  return function KitScreen(props: P) {
    return <Screen {...props} />;
  };
}
