import { LOADING_BAR, TOASTS } from '@leiga/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadResources, renderWithApp } from '../test/render';

async function renderWithI18n(ui: React.ReactElement) {
  const i18n = await createTestI18n('en', loadResources());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper });
}
import { LoadingBar } from './LoadingBar';
import { Toaster } from './Toaster';
import { toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LoadingBar', () => {
  it('stays hidden for loads shorter than the throttle', async () => {
    const { rerender } = await renderWithI18n(<LoadingBar isLoading hasError={false} />);
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 50));
    rerender(<LoadingBar isLoading={false} hasError={false} />);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'idle');
  });

  it('runs, completes, hides after the hide delay and resets after the reset delay', async () => {
    const { rerender, container } = await renderWithI18n(<LoadingBar isLoading hasError={false} />);
    const bar = () => screen.getByTestId('loading-bar');
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs));
    expect(bar()).toHaveAttribute('data-phase', 'running');
    expect(bar()).toHaveStyle({ height: `${LOADING_BAR.heightPx}px` });
    rerender(<LoadingBar isLoading={false} hasError />);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    expect(container.querySelector('.bg-red-600')).not.toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(bar()).toHaveAttribute('data-phase', 'hiding');
    act(() => vi.advanceTimersByTime(LOADING_BAR.resetDelayMs));
    expect(bar()).toHaveAttribute('data-phase', 'idle');
  });
});

describe('Toaster', () => {
  it('shows each type with its own role and closes after 5 seconds', async () => {
    await renderWithApp(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    act(() => vi.advanceTimersByTime(TOASTS.autoCloseMs + 10));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while hovered', async () => {
    await renderWithApp(<Toaster />);
    act(() => void toast.info('Hold on'));
    fireEvent.mouseEnter(screen.getByText('Hold on').closest('[data-toast]')!);
    act(() => vi.advanceTimersByTime(TOASTS.autoCloseMs * 2));
    expect(screen.getByText('Hold on')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Hold on').closest('[data-toast]')!);
    act(() => vi.advanceTimersByTime(TOASTS.autoCloseMs + 10));
    expect(screen.queryByText('Hold on')).not.toBeInTheDocument();
  });
});
