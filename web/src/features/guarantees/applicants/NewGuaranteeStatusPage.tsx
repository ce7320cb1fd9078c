import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  AssessGuaranteeApplicationDocument,
  GuaranteeApplicationDocument,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { GUARANTEE_STATUS_TONES } from '../model';
import { ApplicantInvitationsList } from './ApplicantInvitationsList';
import { InviteApplicantForm } from './InviteApplicantForm';
import { NS, readInvitation, translateApplicantError } from './model';

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/**
 * /rental-guarantees/new/{id}: the application's status and details, its applicants, the
 * additional-applicant prompt (invite a co-applicant) and, once everyone has answered, the
 * decision over all applicants.
 */
export function NewGuaranteeStatusPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GuaranteeApplicationDocument, {
    variables: { id },
  });
  const [assess, assessing] = useMutation(AssessGuaranteeApplicationDocument);
  const [consent, setConsent] = useState(false);
  const [assessError, setAssessError] = useState<string | null>(null);
  const g = data?.rentalGuarantee;
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  const invitations = (g?.applicantInvitations ?? []).map(readInvitation);
  const isOpen = g ? g.status === 'DRAFT' || g.status === 'NEEDS_GUARANTOR' : false;
  const isWaiting = invitations.some((i) => i.status === 'PENDING');
  const reload = () => void refetch();

  const runAssessment = async () => {
    setAssessError(null);
    if (!consent) {
      setAssessError(t(`${NS}.validation.consent_required`));
      return;
    }
    try {
      await assess({ variables: { input: { id, consent: true } } });
      await refetch();
    } catch (e) {
      setAssessError(translateApplicantError(t, e));
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <PageHeader
        title={t(`${NS}.web.new_title`)}
        subtitle={!g || isOpen ? t(`${NS}.web.new_subtitle`) : undefined}
      />
      <LoadState
        hasData={Boolean(g)}
        isLoading={loading}
        error={error}
        translateError={translateApplicantError}
      />
      {g && (
        <>
          <Card>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="application-details">
              <div>
                <dt className="text-xs text-ink-muted">{t(`${NS}.web.status_label`)}</dt>
                <dd>
                  <StatusBadge
                    status={g.status}
                    tones={GUARANTEE_STATUS_TONES}
                    labelPrefix="guarantees.status"
                  />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t(`${NS}.web.fields.amount`)}</dt>
                <dd className="font-semibold text-ink">{money(g.amount)}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t(`${NS}.web.fields.monthly_rent`)}</dt>
                <dd className="font-semibold text-ink">{money(g.monthlyRent)}</dd>
              </div>
            </dl>
          </Card>
          <Card>
            <section aria-labelledby="applicants-title" className="flex flex-col gap-2">
              <h2 id="applicants-title" className="text-lg font-semibold text-ink">
                {t(`${NS}.web.applicants_title`)}
              </h2>
              <ul className="flex flex-col gap-1" data-testid="applicants">
                {g.applicants.map((a) => (
                  <li key={a.id} className="flex flex-wrap justify-between gap-2 text-ink">
                    <span>
                      {a.fullName} · {t(`${NS}.web.role.${a.role.toLowerCase()}`)}
                    </span>
                    {/* Consent matters while the application waits for its decision; a
                        decided one's consent may since have lapsed, which changes nothing. */}
                    {isOpen && (
                      <span className="text-sm text-ink-muted">
                        {t(`${NS}.web.${a.hasCreditConsent ? 'consent_given' : 'consent_missing'}`)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </Card>
          <Card className="flex flex-col gap-6">
            <ApplicantInvitationsList
              invitations={invitations}
              isOpen={isOpen}
              onChanged={reload}
            />
            {isOpen && (
              <InviteApplicantForm
                guaranteeId={g.id}
                needsGuarantor={g.status === 'NEEDS_GUARANTOR'}
                onInvited={reload}
              />
            )}
          </Card>
          <Card>
            <section aria-labelledby="assess-title" className="flex flex-col gap-3">
              <h2 id="assess-title" className="text-lg font-semibold text-ink">
                {t(`${NS}.web.assess_title`)}
              </h2>
              {isOpen ? (
                <>
                  <p className="text-ink-muted">{t(`${NS}.web.assess_text`)}</p>
                  {isWaiting && <p role="status">{t(`${NS}.web.waiting`)}</p>}
                  <label className="flex items-start gap-2 text-ink">
                    <input
                      type="checkbox"
                      checked={consent}
                      onChange={(e) => setConsent(e.target.checked)}
                    />
                    <span>{t(`${NS}.web.consent`)}</span>
                  </label>
                  {assessError && <ErrorText>{assessError}</ErrorText>}
                  <Button
                    isLoading={assessing.loading}
                    isDisabled={isWaiting}
                    onPress={() => void runAssessment()}
                  >
                    {t(`${NS}.web.assess`)}
                  </Button>
                </>
              ) : (
                <p role="status" className="text-ink">
                  {t(`${NS}.web.decided`)}{' '}
                  <RouteLink
                    to={paths.tenantRentalGuarantee.href({ id: g.id })}
                    className={linkClass}
                  >
                    {t(`${NS}.web.view_guarantee`)}
                  </RouteLink>
                </p>
              )}
            </section>
          </Card>
        </>
      )}
      {!loading && !error && !g && <ErrorText>{t('guarantees.web.not_found')}</ErrorText>}
    </div>
  );
}
