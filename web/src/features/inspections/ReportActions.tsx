import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CommitInspectionReportDocument,
  UncommitInspectionReportDocument,
} from '../../__generated__/graphql';
import { getGraphError } from '../../ui/graph-errors';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translateInspectionError, type ReportDetail } from './model';

/** Commit for signing (with a confirmation: the report freezes) and uncommit before signing. */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [commit, committing] = useMutation(CommitInspectionReportDocument);
  const [uncommit, uncommitting] = useMutation(UncommitInspectionReportDocument);
  const onCommit = async () => {
    try {
      await commit({ variables: { input: { reportId: report.id, signType: 'ELECTRONIC' } } });
      setIsConfirming(false);
      toast.success(t('inspections.web.committed'));
    } catch (error) {
      setIsConfirming(false);
      const { fields } = getGraphError(error);
      const missing = Object.values(fields).length;
      toast.error(
        missing > 0
          ? t('inspections.web.commit_problems', { count: missing })
          : translateInspectionError(t, error),
      );
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {report.viewerCanEdit && (
        <Button onPress={() => setIsConfirming(true)}>{t('inspections.web.commit')}</Button>
      )}
      {report.viewerCanUncommit && (
        <Button
          variant="secondary"
          isLoading={uncommitting.loading}
          onPress={() => {
            uncommit({ variables: { input: { reportId: report.id } } }).catch((error: unknown) =>
              toast.error(translateInspectionError(t, error)),
            );
          }}
        >
          {t('inspections.web.uncommit')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('inspections.web.commit_title')}
        text={t('inspections.web.commit_text')}
        confirmLabel={t('inspections.web.commit_confirm')}
        tone="primary"
        isLoading={committing.loading}
        onConfirm={() => void onCommit()}
      />
    </div>
  );
}
