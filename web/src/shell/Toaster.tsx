import { TOASTS } from '@leiga/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../ui/CloseButton';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from '../ui/icons';
import { dismissToast, useToasts, type Toast, type ToastType } from './toast-store';

const STYLES: Record<ToastType, { icon: typeof InfoIcon; className: string }> = {
  success: {
    icon: CheckCircleIcon,
    className: 'border-l-green-600 text-green-700 dark:text-green-400',
  },
  info: { icon: InfoIcon, className: 'border-l-brand-500 text-brand-700 dark:text-brand-300' },
  error: { icon: ErrorIcon, className: 'border-l-red-600 text-red-700 dark:text-red-400' },
  warning: {
    icon: WarningIcon,
    className: 'border-l-amber-500 text-amber-700 dark:text-amber-400',
  },
};

/** Counts down only while the pointer is away and the window has focus (SPEC 9). */
function useAutoClose(id: number, isPaused: boolean): void {
  const remaining = useRef<number>(TOASTS.autoCloseMs);
  useEffect(() => {
    if (isPaused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, isPaused]);
}

function useWindowFocus(): boolean {
  const [hasFocus, setHasFocus] = useState(() => document.hasFocus());
  useEffect(() => {
    const on = () => setHasFocus(true);
    const off = () => setHasFocus(false);
    window.addEventListener('focus', on);
    window.addEventListener('blur', off);
    return () => {
      window.removeEventListener('focus', on);
      window.removeEventListener('blur', off);
    };
  }, []);
  return hasFocus;
}

function ToastItem({ toast, hasFocus }: { toast: Toast; hasFocus: boolean }) {
  const { t } = useTranslation();
  const [isHovered, setHovered] = useState(false);
  useAutoClose(toast.id, isHovered || (TOASTS.pauseOnFocusLoss && !hasFocus));
  const { icon: Icon, className } = STYLES[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 border-line bg-surface-raised p-4 shadow-lg motion-safe:animate-[toast-in_250ms_ease-out] ${className}`}
    >
      <Icon size={TOASTS.iconSize} className="mt-0.5 shrink-0" />
      <p className="flex-1 text-sm text-ink">
        <span className="sr-only">{t(`shell.toasts.${toast.type}`)}: </span>
        {toast.message}
      </p>
      <CloseButton
        label={t('shell.toasts.close')}
        onClose={() => dismissToast(toast.id)}
        size={16}
        className="rounded p-0.5 text-ink-muted hover:text-ink"
      />
    </div>
  );
}

/** Top-right stack of toasts; no progress bar. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const hasFocus = useWindowFocus();
  return (
    <section
      aria-label={t('shell.toasts.region')}
      className="pointer-events-none fixed top-4 right-4 left-4 z-50 sm:left-auto sm:w-96"
    >
      {/* Live regions, not a list: a list may hold only list items. */}
      <div className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} hasFocus={hasFocus} />
        ))}
      </div>
    </section>
  );
}
