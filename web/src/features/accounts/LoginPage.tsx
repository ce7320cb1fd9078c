import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EidSignInForm } from './EidSignInForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const TABS = ['sign-in', 'sign-up', 'eid'] as const;
type TabId = (typeof TABS)[number];

const tabClass =
  'flex-1 cursor-pointer rounded-lg px-2 py-2 text-center text-sm font-semibold text-ink-muted outline-none selected:bg-surface-raised selected:text-ink selected:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500';

/** /login, guests only: sign in, sign up as tenant or landlord, or electronic ID. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : 'sign-in';
  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('accounts.login.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">{t('accounts.login.subtitle')}</p>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList
          aria-label={t('accounts.login.tabs_label')}
          className="mb-6 flex gap-1 rounded-xl bg-surface-sunken p-1"
        >
          <Tab id="sign-in" className={tabClass}>
            {t('accounts.login.tab_sign_in')}
          </Tab>
          <Tab id="sign-up" className={tabClass}>
            {t('accounts.login.tab_sign_up')}
          </Tab>
          <Tab id="eid" className={tabClass}>
            {t('accounts.login.tab_eid')}
          </Tab>
        </TabList>
        <TabPanel id="sign-in" className="outline-none">
          <SignInForm />
        </TabPanel>
        <TabPanel id="sign-up" className="outline-none">
          <SignUpForm />
        </TabPanel>
        <TabPanel id="eid" className="outline-none">
          <EidSignInForm />
        </TabPanel>
      </Tabs>
    </>
  );
}
