import { LOADING_BAR } from '@leiga/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Phase = 'idle' | 'running' | 'finishing' | 'hiding';

/**
 * SPEC 9: appears only when a load lasts longer than the throttle, creeps towards the end over
 * the duration, completes, hides after the hide delay and resets after the reset delay.
 */
export function LoadingBar({ isLoading, hasError }: { isLoading: boolean; hasError: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'running' ? 'finishing' : p));
    return undefined;
  }, [isLoading]);

  useEffect(() => {
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('hiding'), LOADING_BAR.hideDelayMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'hiding') {
      const timer = setTimeout(() => setPhase('idle'), LOADING_BAR.resetDelayMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  const width = { idle: '0%', running: '90%', finishing: '100%', hiding: '100%' }[phase];
  const duration = phase === 'running' ? LOADING_BAR.durationMs : phase === 'idle' ? 0 : 200;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loading_bar')}
      aria-hidden={phase === 'idle'}
      data-testid="loading-bar"
      data-phase={phase}
      data-error={hasError || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        className={`h-full ${hasError ? 'bg-red-600' : 'bg-brand-500'}`}
        style={{
          width,
          opacity: phase === 'hiding' || phase === 'idle' ? 0 : 1,
          transition: `width ${duration}ms ease-out, opacity ${LOADING_BAR.resetDelayMs}ms`,
        }}
      />
    </div>
  );
}
