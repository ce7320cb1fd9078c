import { useEffect, useEffectEvent } from 'react';
import { AppState } from 'react-native';

type Options = {
  /** Polling runs while this is true; turning it off stops it. */
  isEnabled: boolean;
  intervalMs: number;
};

/**
 * Calls `poll` every `intervalMs` while the app is in the foreground: a backgrounded app stops
 * asking (the phone's eID app is usually in front then), and asks again at once when it returns.
 * `poll` answers whether to go on; it handles its own errors.
 */
export function useForegroundPoll(
  poll: () => Promise<boolean>,
  { isEnabled, intervalMs }: Options,
) {
  const onPoll = useEffectEvent(poll);

  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    let isRunning = false;
    // Only a known background state pauses at start; anything else counts as in front.
    const current: unknown = AppState.currentState;
    let isForeground = current !== 'background' && current !== 'inactive';

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), intervalMs);
    };
    const tick = async () => {
      if (isStopped || !isForeground || isRunning) return;
      isRunning = true;
      const shouldContinue = await onPoll().catch(() => false);
      isRunning = false;
      if (!shouldContinue) isStopped = true;
      else if (!isStopped && isForeground) schedule();
    };

    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') {
        if (isForeground) return;
        isForeground = true;
        void tick();
      } else {
        isForeground = false;
        clearTimeout(timer);
      }
    });
    schedule();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      subscription.remove();
    };
  }, [isEnabled, intervalMs]);
}
