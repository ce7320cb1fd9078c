import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { EmptyRoomIllustration } from '../../shell/illustrations';

/** /account-deleted: where account deletion ends (public; the user is signed out by then). */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <>
      <EmptyRoomIllustration title={t('errors.screen.illustration')} />
      <h1 className="mt-8 text-2xl font-bold text-ink sm:text-3xl">
        {t('accounts.deleted.title')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('accounts.deleted.description')}</p>
      <RouteLink to={routes.landing.href()} className={`${buttonClass('primary', 'lg')} mt-8`}>
        {t('accounts.deleted.home')}
      </RouteLink>
    </>
  );
}
