import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CommitRentalGuaranteeDocument,
  GuaranteeLifecycleDocument,
  GuaranteeSigningUrlDocument,
  GuaranteeStatementPdfDocument,
  UncommitRentalGuaranteeDocument,
} from '../../../__generated__/graphql';
import { useLocalizedPath } from '../../../app/links';
import { base64ToBlob, saveBlob } from '../../../lib/download';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadState } from '../../../ui/ListState';
import { CancellationSection } from './CancellationSection';
import { REFETCH, lifecycleStatusKey, readLifecycle, translateLifecycleError } from './model';

/** Downloads the stored guarantee statement PDF. */
export function useStatementDownload(id: string) {
  const client = useApolloClient();
  const { t } = useTranslation();
  return async () => {
    try {
      const { data } = await client.query({
        query: GuaranteeStatementPdfDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      if (!data) return;
      const pdf = data.rentalGuaranteeStatementPdf;
      saveBlob(base64ToBlob(pdf.base64, pdf.contentType), pdf.filename);
    } catch (error) {
      toast.error(translateLifecycleError(t, error));
    }
  };
}

/**
 * A guarantee after approval: commit and sign (the tenant), the statement (issued to the
 * landlord), and cancellation requests with their answers.
 */
export function GuaranteeLifecycleSection({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [dialog, setDialog] = useState<'commit' | 'uncommit' | null>(null);
  const { data, loading, error } = useQuery(GuaranteeLifecycleDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [commit, committing] = useMutation(CommitRentalGuaranteeDocument, {
    refetchQueries: REFETCH,
  });
  const [uncommit, uncommitting] = useMutation(UncommitRentalGuaranteeDocument, {
    refetchQueries: REFETCH,
  });
  const download = useStatementDownload(id);
  const l = data ? readLifecycle(data.rentalGuaranteeLifecycle) : null;

  const openSigningPage = async () => {
    try {
      const { data: link } = await client.query({
        query: GuaranteeSigningUrlDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      if (!link) return;
      // The e-signature service's page; the sandbox's is served on this origin.
      const url = new URL(link.rentalGuaranteeSigningUrl, window.location.origin);
      if (url.origin === window.location.origin)
        await navigate(localize(url.pathname.replace(/\/$/, '')));
      else window.location.assign(url.href);
    } catch (e) {
      toast.error(translateLifecycleError(t, e));
    }
  };

  const confirm = async () => {
    try {
      if (dialog === 'commit') await commit({ variables: { id } });
      else await uncommit({ variables: { id } });
      setDialog(null);
    } catch (e) {
      setDialog(null);
      toast.error(translateLifecycleError(t, e));
    }
  };

  if (!l)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateLifecycleError}
      />
    );
  const isTenant = l.currentUserRole === 'PRINCIPAL';
  return (
    <Card className="mt-6">
      <section aria-labelledby="guarantee-lifecycle" data-testid="guarantee-lifecycle">
        <h2 id="guarantee-lifecycle" className="text-lg font-semibold text-ink">
          {t('guarantee-lifecycle.page.heading')}
        </h2>
        <p className="mt-2 text-ink" data-testid="guarantee-lifecycle-status">
          {t('guarantee-lifecycle.status.label')}:{' '}
          <strong>{t(lifecycleStatusKey(l.status))}</strong>
        </p>
        {l.viewerCanCommit && (
          <div className="mt-3">
            <p className="text-ink-muted">{t('guarantee-lifecycle.commit.explain')}</p>
            <Button className="mt-2" onPress={() => setDialog('commit')}>
              {t('guarantee-lifecycle.commit.button')}
            </Button>
          </div>
        )}
        {l.status === 'COMMITTED' && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <p className="w-full text-ink-muted">
              {t(
                isTenant
                  ? 'guarantee-lifecycle.sign.waiting'
                  : 'guarantee-lifecycle.sign.waiting_tenant',
              )}
            </p>
            {l.viewerCanSign && (
              <Button onPress={() => void openSigningPage()}>
                {t('guarantee-lifecycle.sign.button')}
              </Button>
            )}
            {l.viewerCanUncommit && (
              <Button variant="secondary" onPress={() => setDialog('uncommit')}>
                {t('guarantee-lifecycle.uncommit.button')}
              </Button>
            )}
          </div>
        )}
        {l.signing?.signedAt && (
          <p className="mt-2 text-ink-muted">
            {t('guarantee-lifecycle.sign.signed_at', { date: formatDate(l.signing.signedAt) })}
          </p>
        )}
        <div className="mt-4">
          <h3 className="text-base font-semibold text-ink">
            {t('guarantee-lifecycle.statement.heading')}
          </h3>
          {l.statement ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <span className="text-ink-muted">
                {t('guarantee-lifecycle.statement.issued_at', {
                  date: formatDate(l.statement.issuedAt),
                })}{' '}
                · {formatMoney(l.amount, 'ISK', i18n.language)}
              </span>
              <Button variant="secondary" onPress={() => void download()}>
                {t('guarantee-lifecycle.statement.download')}
              </Button>
            </div>
          ) : (
            <p className="mt-2 text-ink-muted">{t('guarantee-lifecycle.statement.not_yet')}</p>
          )}
        </div>
        <CancellationSection lifecycle={l} />
      </section>
      <ConfirmDialog
        isOpen={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={t(`guarantee-lifecycle.${dialog ?? 'commit'}.confirm_title`)}
        text={t(`guarantee-lifecycle.${dialog ?? 'commit'}.confirm_body`)}
        confirmLabel={t(`guarantee-lifecycle.${dialog ?? 'commit'}.confirm`)}
        tone={dialog === 'uncommit' ? 'danger' : 'primary'}
        isLoading={committing.loading || uncommitting.loading}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
