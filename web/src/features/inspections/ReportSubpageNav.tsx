import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { reportTabs } from './media-model';

/** The report, its photos and its issues: links between the three pages of one report. */
export function ReportSubpageNav({
  reportId,
  current,
}: {
  reportId: string;
  current: 'report' | 'images' | 'issues';
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const area = user?.userType === 'LANDLORD' ? 'landlord' : 'tenant';
  return (
    <nav aria-label={t('inspection-photos.nav.label')}>
      <ul className="flex gap-2 text-sm">
        {reportTabs(area, reportId).map((tab) => (
          <li key={tab.key}>
            <RouteLink
              to={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={`inline-block rounded-full px-3 py-1 font-medium ${
                tab.key === current
                  ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-900'
                  : 'bg-surface text-brand-700 hover:underline dark:text-brand-300'
              }`}
            >
              {t(`inspection-photos.nav.${tab.key}`)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
