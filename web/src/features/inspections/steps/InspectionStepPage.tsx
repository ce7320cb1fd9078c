import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InspectionStepsDocument } from '../../../__generated__/graphql';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { LoadState } from '../../../ui/ListState';
import { readReport, translateInspectionError } from '../model';
import { firstRoomId } from '../rooms/room-model';
import { FurnitureStep } from './FurnitureStep';
import { KeysStep } from './KeysStep';
import { MetersStep } from './MetersStep';
import { StepNav } from './StepNav';
import { readSteps, type StepPage } from './step-model';
import { SummaryStep } from './SummaryStep';

/**
 * /inspection-reports/{id}/edit/<step>: one step of the report on a phone, read in one
 * operation; its users who are not R change it while it is a DRAFT.
 */
function InspectionStepPage({ step }: { step: Exclude<StepPage, 'rooms'> }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(InspectionStepsDocument, { variables: { id } });
  if (data && !data.inspectionReport) return <ErrorScreen status={404} />;
  if (!data?.inspectionReport)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateInspectionError}
      />
    );
  const report = readReport(data.inspectionReport);
  const steps = readSteps(data.inspectionReport);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <StepNav report={steps} current={step} firstRoomId={firstRoomId(report)} />
      {!steps.viewerCanEdit && (
        <p className="text-sm text-ink-muted" data-testid="inspection-read-only">
          {t('inspection-steps.read_only')}
        </p>
      )}
      {step === 'keys' && <KeysStep report={steps} />}
      {step === 'meter-readings' && <MetersStep report={steps} />}
      {step === 'furniture-and-appliances' && <FurnitureStep report={report} />}
      {step === 'summary' && <SummaryStep report={steps} />}
    </div>
  );
}

export const KeysStepPage = () => <InspectionStepPage step="keys" />;
export const MeterReadingsStepPage = () => <InspectionStepPage step="meter-readings" />;
export const FurnitureStepPage = () => <InspectionStepPage step="furniture-and-appliances" />;
export const SummaryStepPage = () => <InspectionStepPage step="summary" />;
