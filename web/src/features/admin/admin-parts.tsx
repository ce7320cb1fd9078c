import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { ProfileLinkFragmentDoc, type UserType } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { fromGraphUserType } from '../../lib/enums';
import { Badge, Spinner } from '../../ui/Card';
import { translateGraphError } from '../../ui/graph-errors';

/** A tenant's name, linked to their rental profile; a dash when there is no profile. */
export function ProfileNameLink({
  profile: ref,
}: {
  profile: FragmentType<typeof ProfileLinkFragmentDoc> | null;
}) {
  const profile = getFragmentData(ProfileLinkFragmentDoc, ref);
  if (!profile) return <span>–</span>;
  return (
    <RouteLink
      to={routes.rentalProfile.href({ username: profile.profileUsername })}
      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      {profile.fullName}
    </RouteLink>
  );
}

/** A user's role and, for staff, the staff badge. */
export function UserRoleBadges({
  userType,
  isStaff,
}: {
  userType: UserType | null;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const role = fromGraphUserType(userType);
  return (
    <span className="flex flex-wrap gap-1">
      {role && <Badge tone="brand">{t(`common.roles.${role}`)}</Badge>}
      {isStaff && <Badge tone="warning">{t('common.roles.staff')}</Badge>}
    </span>
  );
}

/** What a back-office list shows instead of its rows: the error, or a spinner while loading. */
export function ListStatus({ error, isLoading }: { error: unknown; isLoading: boolean }) {
  const { t } = useTranslation();
  if (error)
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {translateGraphError(t, error)}
      </p>
    );
  return isLoading ? <Spinner label={t('common.status.loading')} /> : null;
}

/** The box a back-office list shows when it has no rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
      {children}
    </p>
  );
}
