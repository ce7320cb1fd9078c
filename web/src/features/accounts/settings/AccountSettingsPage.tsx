import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSettingsDocument } from '../../../__generated__/graphql';
import { PageHeader, Spinner } from '../../../ui/Card';
import { translateGraphError } from '../../../ui/graph-errors';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailsSection } from './EmailsSection';
import { PasswordSection } from './PasswordSection';
import { PhonesSection } from './PhonesSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';

/** /account/settings; `children`: other features' sections (consents), composed in routes.ts. */
export function AccountSettingsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AccountSettingsDocument);
  const me = data?.me;
  return (
    <div>
      <PageHeader title={t('accounts.settings.title')} subtitle={t('accounts.settings.subtitle')} />
      {loading && !me && <Spinner label={t('common.status.loading')} />}
      {error && !me && <p role="alert">{translateGraphError(t, error)}</p>}
      {me && (
        <div className="flex flex-col gap-6">
          <ProfileSection key={`${me.id}-${me.fullName}`} user={me} />
          <EmailsSection userId={me.id} user={me} onChanged={() => void refetch()} />
          <PhonesSection userId={me.id} user={me} onChanged={() => void refetch()} />
          <PreferencesSection userId={me.id} />
          <PasswordSection userId={me.id} />
          {children}
          <DeleteAccountSection userId={me.id} />
        </div>
      )}
    </div>
  );
}
