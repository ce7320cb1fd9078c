import { getHomePath } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from '../app/context';
import { useLocalizedPath } from '../app/links';
import { toGuardUser, type Session } from '../app/session';
import { buttonClass } from '../ui/Button';
import { EmptyRoomIllustration, UnpluggedIllustration } from './illustrations';
import { usePageTitle } from './page-title';

export type ErrorClass = '403' | '404' | '500';

export function getErrorClass(status: number): ErrorClass {
  if (status === 403) return '403';
  if (status === 404) return '404';
  return '500';
}

const noSubscribe = () => () => {};

/** Home by role; works outside the session provider too (the root error boundary). */
function useHomePath(session: Session | null): string {
  const user = useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    () => session?.current() ?? null,
    () => null,
  );
  return getHomePath(toGuardUser(user)?.userType);
}

/**
 * SPEC 2: the full-page error screen. Status code, an oops heading, a title and description per
 * class; 403 and 404 share one illustration. Go back (history) and go home (by role).
 */
export function ErrorScreen({
  status,
  path,
  detail,
}: {
  status: number;
  path?: string;
  /** The guard's reason, shown under the description (an unknown contract step's name). */
  detail?: { key: string; values: Record<string, string> };
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const session = useContext(SessionContext);
  const home = useHomePath(session);
  const kind = getErrorClass(status);
  const Illustration = kind === '500' ? UnpluggedIllustration : EmptyRoomIllustration;
  usePageTitle(`${status} ${t(`errors.screen.title_${kind}`)}`);
  const actions = (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'lg')}
        onClick={() => history.back()}
      >
        {t('errors.screen.go_back')}
      </button>
      {/* A full page load: the app may be in a broken state. */}
      <a className={buttonClass('primary', 'lg')} href={localize(home)}>
        {t('errors.screen.go_home')}
      </a>
    </div>
  );
  return (
    <main
      id="main"
      className="flex min-h-[80dvh] flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="error-screen"
      data-status={status}
    >
      <Illustration title={t('errors.screen.illustration')} />
      <p className="mt-8 text-6xl font-black tracking-tight text-brand-700 dark:text-brand-300">
        {status}
      </p>
      <p className="mt-2 text-lg font-semibold text-ink-muted">{t('errors.screen.oops')}</p>
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">
        {t(`errors.screen.title_${kind}`)}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">
        {t(`errors.screen.description_${kind}`, { path: path ?? location.pathname })}
      </p>
      {detail && (
        <p className="mt-2 font-medium text-ink" data-testid="error-detail">
          {t(detail.key, detail.values)}
        </p>
      )}
      {actions}
    </main>
  );
}
