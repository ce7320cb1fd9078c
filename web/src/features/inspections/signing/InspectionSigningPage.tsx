import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  DeclineInspectionReportDocument,
  FinishInspectionSigningDocument,
  InspectionESignatureDocument,
  InspectionPaperScanDocument,
  InspectionReportPdfDocument,
  InspectionSigningLinkDocument,
  StartInspectionSigningDocument,
} from '../../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { labelClass, textAreaClass } from '../../../ui/form/Field';
import { LoadState } from '../../../ui/ListState';
import { base64ToBlob, saveBlob } from '../../../lib/download';
import { AddendaSection } from './AddendaSection';
import { AttendanceSection } from './AttendanceSection';
import { SignerList } from './SignerList';
import { PaperSigningSection } from './PaperSigningSection';
import { SigningSection } from './SigningSection';
import {
  newIdempotencyKey,
  readAddendum,
  readSignature,
  translateSigningError,
  type SignatureStatus,
} from './model';

type Dialog = 'start' | 'sign' | 'decline' | 'finish';

/**
 * /inspection-reports/{id}/e-signature: who has signed, declined or not yet; start signing,
 * sign (the signer's own page at the e-signature service), decline with a reason, finish after a
 * decline, each confirmed; who was present; the signed PDF; addenda of later findings.
 */
export function InspectionSigningPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(InspectionESignatureDocument, {
    variables: { reportId: id },
  });
  if (data && !data.inspectionESignature) return <ErrorScreen status={404} />;
  if (!data?.inspectionESignature)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateSigningError}
      />
    );
  const status = readSignature(data.inspectionESignature);
  const addenda = data.inspectionAddenda.map(readAddendum);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <RouteLink
        to={paths.inspectionReport.href({ id })}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('inspection-signing.page.back')}
      </RouteLink>
      <PageHeader title={t('inspection-signing.page.title')} />
      <SigningPanel status={status} />
      {status.viewerCanRecordPaper && <PaperSigning status={status} />}
      <AttendanceSection key={status.attendance.map((a) => a.present).join()} status={status} />
      {status.reportStatus === 'SIGNED' && (
        <AddendaSection reportId={id} addenda={addenda} canWrite={status.viewerCanWriteAddenda} />
      )}
    </div>
  );
}

type SavedFile = { base64: string; contentType: string; filename: string };

/** Saves the report's PDF (the printout, or the signed file) or the scan of a paper signing. */
function useReportFiles(reportId: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const save = async (read: () => Promise<SavedFile | undefined>) => {
    try {
      const file = await read();
      if (file) saveBlob(base64ToBlob(file.base64, file.contentType), file.filename);
    } catch (error) {
      toast.error(translateSigningError(t, error));
    }
  };
  const options = { variables: { reportId }, fetchPolicy: 'network-only' } as const;
  return {
    downloadPdf: () =>
      void save(async () => {
        const { data } = await client.query({ query: InspectionReportPdfDocument, ...options });
        return data?.inspectionReportPdf;
      }),
    downloadScan: () =>
      void save(async () => {
        const { data } = await client.query({ query: InspectionPaperScanDocument, ...options });
        return data?.inspectionPaperScan;
      }),
  };
}

/** The paper way: print, sign in the flat, record; the page reads its status again after. */
function PaperSigning({ status }: { status: SignatureStatus }) {
  const client = useApolloClient();
  const files = useReportFiles(status.reportId);
  return (
    <PaperSigningSection
      status={status}
      onPrint={files.downloadPdf}
      onRecorded={() => client.refetchQueries({ include: [InspectionESignatureDocument] })}
    />
  );
}

function SigningPanel({ status }: { status: SignatureStatus }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const files = useReportFiles(status.reportId);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const startKey = useRef<string | null>(null);
  const reportId = status.reportId;
  const input = { input: { reportId } };
  // The status has no id of its own to normalise by: each change reads the page again.
  const refetch = {
    refetchQueries: [{ query: InspectionESignatureDocument, variables: { reportId } }],
    awaitRefetchQueries: true,
  };
  const [start] = useMutation(StartInspectionSigningDocument, refetch);
  const [decline] = useMutation(DeclineInspectionReportDocument, refetch);
  const [finish] = useMutation(FinishInspectionSigningDocument, refetch);

  const run = async (action: () => Promise<unknown>) => {
    setIsBusy(true);
    try {
      await action();
      setDialog(null);
    } catch (error) {
      setDialog(null);
      toast.error(translateSigningError(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  const openSigningPage = async () => {
    const { data } = await client.query({
      query: InspectionSigningLinkDocument,
      variables: { reportId },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no signing link');
    // The e-signature service's page; the sandbox's is served on this origin.
    const link = new URL(data.inspectionSigningLink.url, window.location.origin);
    if (link.origin === window.location.origin)
      await navigate(localize(link.pathname.replace(/\/$/, '')));
    else window.location.assign(link.href);
  };

  const onDecline = () => {
    if (reason.trim() === '') {
      setReasonError(t('inspection-signing.validation.required'));
      return;
    }
    setReasonError(null);
    void run(() => decline({ variables: { input: { reportId, reason: reason.trim() } } }));
  };

  return (
    <SigningSection title={t('inspection-signing.page.signers')}>
      <div className="flex flex-col gap-3">
        {status.reportStatus === 'DRAFT' && (
          <p className="text-sm text-ink-muted">{t('inspection-signing.page.not_committed')}</p>
        )}
        {status.reportStatus === 'SIGNED' && (
          <p className="text-sm font-medium" data-testid="inspection-signed">
            {t('inspection-signing.page.signed_done')}
          </p>
        )}
        {status.signers.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('inspection-signing.page.no_signers')}</p>
        ) : (
          <SignerList signers={status.signers} />
        )}
        <div className="flex flex-wrap gap-2">
          {status.viewerCanStart && (
            <Button onPress={() => setDialog('start')}>{t('inspection-signing.page.start')}</Button>
          )}
          {status.viewerCanSign && (
            <Button onPress={() => setDialog('sign')}>{t('inspection-signing.page.sign')}</Button>
          )}
          {status.viewerCanDecline && (
            <Button variant="danger" onPress={() => setDialog('decline')}>
              {t('inspection-signing.page.decline')}
            </Button>
          )}
          {status.viewerCanFinish && (
            <Button variant="secondary" onPress={() => setDialog('finish')}>
              {t('inspection-signing.page.finish')}
            </Button>
          )}
          {status.reportStatus === 'SIGNED' && (
            <Button variant="secondary" onPress={files.downloadPdf}>
              {t('inspection-signing.page.download')}
            </Button>
          )}
          {status.paperScan && (
            <Button variant="secondary" onPress={files.downloadScan}>
              {t('inspection-signing.page.paper_download_scan')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={dialog === 'start'}
        onOpenChange={(open) => setDialog(open ? 'start' : null)}
        title={t('inspection-signing.page.start_confirm_title')}
        text={t('inspection-signing.page.start_confirm_body')}
        confirmLabel={t('inspection-signing.page.start')}
        tone="primary"
        isLoading={isBusy}
        onConfirm={() => {
          startKey.current ??= newIdempotencyKey();
          const idempotencyKey = startKey.current;
          void run(() =>
            start({
              variables: input,
              context: { headers: { 'idempotency-key': idempotencyKey } },
            }),
          );
        }}
      />
      <ConfirmDialog
        isOpen={dialog === 'sign'}
        onOpenChange={(open) => setDialog(open ? 'sign' : null)}
        title={t('inspection-signing.page.sign_confirm_title')}
        text={t('inspection-signing.page.sign_confirm_body')}
        confirmLabel={t('inspection-signing.page.sign')}
        tone="primary"
        isLoading={isBusy}
        onConfirm={() => void run(openSigningPage)}
      />
      <ConfirmDialog
        isOpen={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        title={t('inspection-signing.page.decline_confirm_title')}
        confirmLabel={t('inspection-signing.page.decline_confirm')}
        isLoading={isBusy}
        onConfirm={onDecline}
      >
        <label htmlFor="decline-reason" className={labelClass}>
          {t('inspection-signing.page.decline_reason')}
        </label>
        <textarea
          id="decline-reason"
          className={textAreaClass}
          rows={3}
          value={reason}
          aria-invalid={reasonError !== null}
          aria-describedby={reasonError ? 'decline-reason-error' : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {reasonError && (
          <p id="decline-reason-error" className="text-sm text-red-700 dark:text-red-400">
            {reasonError}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'finish'}
        onOpenChange={(open) => setDialog(open ? 'finish' : null)}
        title={t('inspection-signing.page.finish_confirm_title')}
        text={t('inspection-signing.page.finish_confirm_body')}
        confirmLabel={t('inspection-signing.page.finish')}
        tone="primary"
        isLoading={isBusy}
        onConfirm={() => void run(() => finish({ variables: input }))}
      />
    </SigningSection>
  );
}
