import { useSyncExternalStore } from 'react';

export const TOAST_TYPES = ['success', 'info', 'error', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type Toast = { id: number; type: ToastType; message: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function showToast(type: ToastType, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, type, message }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes every toast away (a test file starts with none, whatever the one before it showed). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
