import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RentalProfilePageDocument } from '../../__generated__/graphql';
import { FRESH_REFETCH } from '../../lib/fresh-refetch';
import { useCurrentUser } from '../../app/context';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { usePageTitle } from '../../shell/page-title';
import { Spinner } from '../../ui/Card';
import { getGraphError } from '../../ui/graph-errors';
import { CompletionMeter } from './CompletionMeter';
import { AskCorenterButton, CorentersPanel } from './CorentersPanel';
import { translateProfileError } from './messages';
import { toProfile } from './model';
import { PreApprovalPanel, PreApprovalSummary } from './PreApprovalPanel';
import { ProfileHeader } from './ProfileHeader';
import { AboutSection, ChildrenSection, InterestsSection } from './sections-about';
import { ReviewsSection } from './ReviewsSection';
import { AttachmentsSection, PaychecksSection } from './sections-files';
import { PetsSection } from './sections-pets';
import { CurrentlyBasedSection, EducationsSection, EmployersSection } from './sections-work';
import { SectionCard } from './SectionCard';
import { VisibilityPanel } from './VisibilityPanel';
import { ErrorText } from '../../ui/ListState';

/**
 * /tenants/rental-profiles/{username}: the profile as a landlord sees it (visibility applied by
 * the api), and for its owner every section editable in place, with completion and panels.
 * `children`: other features' sections the routes compose below the pre-approval (the payment
 * history).
 */
export function RentalProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const user = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(RentalProfilePageDocument, {
    variables: { username },
    notifyOnNetworkStatusChange: false,
    // Uploads and REST writes are followed by a refetch (reload below).
    context: FRESH_REFETCH,
  });
  const result = data?.rentalProfile;
  const profile = useMemo(() => result && toProfile(result), [result]);
  usePageTitle(profile?.fullName);
  if (loading && !profile) return <Spinner label={t('common.status.loading')} />;
  if (error && !profile) {
    if (getGraphError(error).code === 'NOT_FOUND') return <ErrorScreen status={404} />;
    return <ErrorText>{translateProfileError(t, error)}</ErrorText>;
  }
  if (!profile) return <ErrorScreen status={404} />;
  const isOwner = profile.viewer.canEdit;
  const reload = () => refetch();
  const section = { profile, isOwner };
  const canAsk = !isOwner && user?.userType === 'TENANT';
  const hasAside = isOwner || profile.corenters.length > 0;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader {...section} refetch={reload} />
      {canAsk && <AskCorenterButton username={profile.profileUsername} />}
      <div className={`grid gap-6 ${hasAside ? 'lg:grid-cols-[1fr_20rem]' : ''}`}>
        <div className="min-w-0 space-y-6">
          <AboutSection {...section} />
          <InterestsSection {...section} />
          <EmployersSection {...section} />
          <EducationsSection {...section} />
          <CurrentlyBasedSection {...section} />
          <ChildrenSection {...section} />
          <PetsSection {...section} refetch={reload} />
          {isOwner ? (
            <PreApprovalPanel profile={profile} onChanged={reload} />
          ) : (
            profile.preApproval && (
              <SectionCard id="pre-approval" title={t('profiles.pre_approval.title')}>
                <PreApprovalSummary preApproval={profile.preApproval} />
              </SectionCard>
            )
          )}
          {children}
          {isOwner && profile.visibility && (
            <VisibilityPanel visibility={profile.visibility} onChanged={reload} />
          )}
          {isOwner && <CorentersPanel username={profile.profileUsername} />}
          <AttachmentsSection {...section} />
          <PaychecksSection
            {...section}
            userId={isOwner ? (user?.id ?? null) : null}
            refetch={reload}
          />
          <ReviewsSection {...section} refetch={reload} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          {isOwner && <CompletionMeter profile={profile} />}
          {!isOwner && profile.corenters.length > 0 && (
            <SectionCard id="profile-corenters" title={t('profiles.corenters.title')}>
              <ul className="space-y-1">
                {profile.corenters.map((c) => (
                  <li key={c.id} className="text-ink">
                    {c.fullName}
                  </li>
                ))}
              </ul>
            </SectionCard>
          )}
        </aside>
      </div>
    </div>
  );
}
