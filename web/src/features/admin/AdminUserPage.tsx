import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminUserDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { formatKennitala } from '../../lib/format-kennitala';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import { BackLink } from '../../ui/BackLink';
import { UserRoleBadges } from './admin-parts';
import { AdminUserConversations } from './AdminUserConversations';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-3 first:border-t-0 sm:grid-cols-3">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

/** /admin/users/{id}; other features' sections (the user's guarantees) come as children. */
export function AdminUserPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminUserDocument, { variables: { id } });
  if (loading && !data) return <Spinner label={t('common.status.loading')} />;
  if (error && getGraphError(error).code === 'NOT_FOUND') return <ErrorScreen status={404} />;
  if (error) return <p role="alert">{translateGraphError(t, error)}</p>;
  const user = data?.user;
  if (!user) return <ErrorScreen status={404} />;
  const none = <span className="text-ink-muted">{t('common.status.none')}</span>;
  return (
    <div>
      <BackLink to={routes.adminUsers.href()}>{t('admin.user.back')}</BackLink>
      <PageHeader
        title={user.fullName}
        actions={<UserRoleBadges userType={user.userType} isStaff={user.isStaff} />}
      />
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-ink">{t('admin.user.details')}</h2>
        <dl>
          <Row label={t('admin.user.email')}>
            <ul>
              {user.emailAddresses.map((e) => (
                <li key={e.id}>
                  {e.email} {e.isVerified ? '✓' : ''}
                </li>
              ))}
            </ul>
          </Row>
          <Row label={t('admin.user.phones')}>
            {user.phones.length
              ? user.phones.map((p) => <div key={p.id}>{p.formatted}</div>)
              : none}
          </Row>
          <Row label={t('admin.user.kennitala')}>{formatKennitala(user.icelandicId) || none}</Row>
          <Row label={t('admin.user.birth_date')}>{formatDate(user.birthDate) || none}</Row>
          <Row label={t('admin.user.language')}>{user.primaryLanguage?.nativeName ?? none}</Row>
          <Row label={t('admin.user.joined')}>{formatDate(user.dateJoined)}</Row>
        </dl>
      </Card>
      <div className="mt-4">
        <AdminUserConversations userId={user.id} />
      </div>
      {children}
      <RouteLink
        to={routes.adminScamDetectionOverview.href({ id })}
        className="mt-4 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('fraud.admin.sender_overview')}
      </RouteLink>
    </div>
  );
}
