import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  AnswerGuaranteeClaimRejectionDocument,
  CancelGuaranteeClaimDocument,
  CommitGuaranteeClaimDocument,
  GuaranteeClaimDocument,
  RemoveGuaranteeClaimLineDocument,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { FRESH_REFETCH } from '../../../lib/fresh-refetch';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { ClaimLineList, ClaimSummary } from './ClaimSummary';
import { EvidenceUpload } from './EvidenceUpload';
import { LineForm } from './LineForm';
import { readClaim, translateClaimError } from './model';

/**
 * /landlords/rental-guarantees/{id}/file-claim/{claimId}: the landlord drafts the lines and
 * sends the claim after confirming; once answered, sees the tenant's answer to each line and
 * refers a rejection or accepts it within the 4 weeks.
 */
export function EditClaimPage() {
  const { t } = useTranslation();
  const { id = '', claimId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GuaranteeClaimDocument, {
    variables: { guaranteeId: id, claimId },
    // Evidence goes to REST and the claim is read again.
    context: FRESH_REFETCH,
  });
  const [commit, committing] = useMutation(CommitGuaranteeClaimDocument);
  const [cancel, cancelling] = useMutation(CancelGuaranteeClaimDocument);
  const [removeLine] = useMutation(RemoveGuaranteeClaimLineDocument);
  const [answer, answering] = useMutation(AnswerGuaranteeClaimRejectionDocument);
  const [isConfirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const claim = data?.guaranteeClaim ? readClaim(data.guaranteeClaim) : null;
  const ref = { guaranteeId: id, claimId };

  const run = async (action: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await action();
    } catch (e) {
      setActionError(translateClaimError(t, e));
    }
  };

  const isOpen =
    claim?.status === 'PENDING_PRINCIPAL_RESPONSE' || claim?.status === 'PENDING_OBLIGEE_RESPONSE';

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <PageHeader
        title={t('guarantee-claims.web.claim_title')}
        actions={
          <RouteLink
            to={paths.landlordRentalGuarantee.href({ id })}
            className="text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('guarantee-claims.web.back_to_guarantee')}
          </RouteLink>
        }
      />
      <LoadState
        hasData={Boolean(claim)}
        isLoading={loading}
        error={error}
        translateError={translateClaimError}
      />
      {!loading && !error && !claim && <ErrorText>{t('guarantee-claims.web.not_found')}</ErrorText>}
      {claim && (
        <>
          <Card>
            <ClaimSummary claim={claim} />
          </Card>
          <Card>
            <h2 className="mb-3 font-semibold text-ink">{t('guarantee-claims.web.lines')}</h2>
            <ClaimLineList
              claim={claim}
              actions={(line) =>
                claim.isEditable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() =>
                      void run(() =>
                        removeLine({ variables: { input: { ...ref, lineId: line.id } } }),
                      )
                    }
                  >
                    {t('guarantee-claims.web.remove_line')}
                  </Button>
                ) : null
              }
            />
          </Card>
          {claim.isEditable && (
            <Card>
              <LineForm claim={claim} />
            </Card>
          )}
          {claim.isEditable && (
            <Card>
              <EvidenceUpload claim={claim} onUploaded={() => void refetch()} />
            </Card>
          )}
          {actionError && <ErrorText>{actionError}</ErrorText>}
          <div className="flex flex-wrap gap-2">
            {claim.isEditable && (
              <Button onPress={() => setConfirming(true)} isDisabled={claim.lines.length === 0}>
                {t('guarantee-claims.web.commit')}
              </Button>
            )}
            {claim.status === 'PENDING_OBLIGEE_RESPONSE' && (
              <>
                <Button
                  isLoading={answering.loading}
                  onPress={() =>
                    void run(() => answer({ variables: { input: { ...ref, decision: 'REFER' } } }))
                  }
                >
                  {t('guarantee-claims.web.refer')}
                </Button>
                <Button
                  variant="secondary"
                  isLoading={answering.loading}
                  onPress={() =>
                    void run(() =>
                      answer({ variables: { input: { ...ref, decision: 'ACCEPT_REJECTION' } } }),
                    )
                  }
                >
                  {t('guarantee-claims.web.accept_rejection')}
                </Button>
              </>
            )}
            {isOpen && (
              <Button
                variant="danger"
                isLoading={cancelling.loading}
                onPress={() => void run(() => cancel({ variables: { input: ref } }))}
              >
                {t('guarantee-claims.web.cancel')}
              </Button>
            )}
          </div>
          <ConfirmDialog
            isOpen={isConfirming}
            onOpenChange={setConfirming}
            title={t('guarantee-claims.web.commit_title')}
            text={t('guarantee-claims.web.commit_text')}
            confirmLabel={t('guarantee-claims.web.commit_confirm')}
            tone="primary"
            isLoading={committing.loading}
            onConfirm={() =>
              void run(async () => {
                await commit({ variables: { input: { ...ref, confirm: true } } });
                setConfirming(false);
              })
            }
          />
        </>
      )}
    </div>
  );
}
