import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileInspectionAddendumFragmentDoc,
  MobileInspectionAfterCommitDocument,
  MobileInspectionAttendanceFragmentDoc,
} from '../__generated__/graphql';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { AddendaSection } from './AddendaSection';
import { AttendanceStep } from './AttendanceStep';

/**
 * Who attended (editable until the report is signed, by its landlord side) and, once signed,
 * the addenda: both from the report's signing page, asked for alongside the report.
 */
export function AttendanceAndAddenda({
  reportId,
  reportStatus,
  t,
}: {
  reportId: string;
  reportStatus: string;
  t: TFunction;
}) {
  const { data, error, loading } = useQuery(MobileInspectionAfterCommitDocument, {
    variables: { reportId },
    fetchPolicy: 'cache-and-network',
  });
  const ref = data?.inspectionESignature;
  if (!ref) {
    if (loading) return <Message busy tone="info" text={t('inspection-signing.page.loading')} />;
    return error ? <Message tone="error" text={errorText(t, error)} /> : null;
  }
  const status = getFragmentData(MobileInspectionAttendanceFragmentDoc, ref);
  const addenda = getFragmentData(MobileInspectionAddendumFragmentDoc, data.inspectionAddenda);
  return (
    <View style={{ gap: 16 }}>
      <AttendanceStep reportId={reportId} status={status} t={t} />
      {reportStatus === 'SIGNED' ? (
        <AddendaSection
          reportId={reportId}
          addenda={addenda}
          canWrite={status.viewerCanWriteAddenda}
          t={t}
        />
      ) : null}
    </View>
  );
}
