import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/Card';
import { NotificationList } from './NotificationList';
import { NotificationSettingsGrid } from './NotificationSettingsGrid';

const TABS = ['list', 'settings'] as const;
type TabId = (typeof TABS)[number];

const tabClass =
  'cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted outline-none selected:bg-surface-raised selected:text-ink selected:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * /account/notifications: SPEC names one route, and both the full list and the settings belong
 * to it; two tabs keep each a click apart, and `?tab=settings` keeps the choice on reload.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : 'list';
  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    if (key === 'list') next.delete('tab');
    else next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  return (
    <div>
      <PageHeader
        title={t('notifications.page.title')}
        subtitle={t('notifications.page.subtitle')}
      />
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList
          aria-label={t('notifications.page.tabs_label')}
          className="mb-6 inline-flex gap-1 rounded-xl bg-surface-sunken p-1"
        >
          <Tab id="list" className={tabClass}>
            {t('notifications.page.tab_list')}
          </Tab>
          <Tab id="settings" className={tabClass}>
            {t('notifications.page.tab_settings')}
          </Tab>
        </TabList>
        <TabPanel id="list" className="outline-none">
          <NotificationList />
        </TabPanel>
        <TabPanel id="settings" className="outline-none">
          <NotificationSettingsGrid />
        </TabPanel>
      </Tabs>
    </div>
  );
}
