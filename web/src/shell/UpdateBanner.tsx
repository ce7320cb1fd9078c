import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_ID } from 'virtual:build-info';
import { UPDATE_POLL_MS } from '../config';
import { Button } from '../ui/Button';
import { CloseButton } from '../ui/CloseButton';

export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const res = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/** Polls builds/latest.json (and checks when the tab comes back); offers reload and close. */
export function UpdateBanner({ currentId = BUILD_ID, pollMs = UPDATE_POLL_MS }) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);

  useEffect(() => {
    let isActive = true;
    const check = () => {
      void fetchLatestBuildId().then((id) => {
        if (isActive && id) setLatest(id);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, pollMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      isActive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [pollMs]);

  if (!latest || latest === currentId || latest === closedFor) return null;
  return (
    <div
      role="status"
      data-testid="update-banner"
      className="flex items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-sm text-white"
    >
      <p>{t('shell.update_banner.text')}</p>
      <Button size="sm" variant="secondary" onPress={() => location.reload()}>
        {t('shell.update_banner.reload')}
      </Button>
      <CloseButton
        label={t('shell.update_banner.close')}
        onClose={() => setClosedFor(latest)}
        size={16}
        className="rounded-full p-1.5 hover:bg-white/15"
      />
    </div>
  );
}
