import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  CommitInspectionReportDocument,
  UncommitInspectionReportDocument,
  type ContractSignType,
} from '../../__generated__/graphql';
import { labelClass } from '../../ui/form/Field';
import { getGraphError } from '../../ui/graph-errors';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translateInspectionError, type ReportDetail } from './model';

const radioClass =
  'flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border border-line px-4 py-2 text-sm text-ink outline-none selected:border-brand-600 selected:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:selected:bg-brand-900';

const SIGN_WAYS: readonly ContractSignType[] = ['ELECTRONIC', 'PAPER'];

/**
 * Commit for signing (with a confirmation: the report freezes), electronically or on paper, and
 * uncommit before signing.
 */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [signType, setSignType] = useState<ContractSignType>('ELECTRONIC');
  const [commit, committing] = useMutation(CommitInspectionReportDocument);
  const [uncommit, uncommitting] = useMutation(UncommitInspectionReportDocument);
  const onCommit = async () => {
    try {
      await commit({ variables: { input: { reportId: report.id, signType } } });
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
      >
        <RadioGroup
          value={signType}
          onChange={(value) => setSignType(value as ContractSignType)}
          className="flex flex-col gap-2"
        >
          <Label className={labelClass}>{t('inspections.web.sign_type')}</Label>
          {SIGN_WAYS.map((way) => (
            <Radio key={way} value={way} className={radioClass}>
              <span className="font-medium">
                {t(`inspections.web.sign_type_${way.toLowerCase()}`)}
              </span>
              <span className="text-ink-muted">
                {t(`inspections.web.sign_type_${way.toLowerCase()}_hint`)}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </ConfirmDialog>
    </div>
  );
}
