import { useQuery } from '@apollo/client/react';
import { describeGraphError } from '@leiga/graph/client';
import { Stack } from 'expo-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileInspectionAddendumFragmentDoc,
  MobileInspectionDefectWindowDocument,
} from '../__generated__/graphql';
import { dateText } from '../contracts/format';
import { DefectForm } from '../inspections/DefectForm';
import { DefectList } from '../inspections/DefectList';
import { inspectionErrorText } from '../inspections/inspection-errors';
import { usePhotoUploads } from '../inspections/photo-uploads';
import { UploadList } from '../inspections/UploadList';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Message } from '../ui/Message';

const DEFECT_ERRORS = ['mobile.inspections.defects.errors'];

/**
 * The tenant's defect window (the link sent once the move-in report is signed): until it closes
 * they add defects found after moving in, each a final addendum of the signed report, and photos
 * of them through the upload queue. A closed window or a link not theirs is said in words.
 */
export function InspectionDefectsScreen({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const session = useSession();
  const queue = usePhotoUploads();
  const { data, error, loading, refetch } = useQuery(MobileInspectionDefectWindowDocument, {
    variables: { reportId: id, token },
    skip: token === '',
    errorPolicy: 'all',
  });
  // A photo stored in the background shows with its defect: ask again for the defects.
  useEffect(
    () =>
      queue.onDone((photo) => {
        if (photo.reportId === id && photo.target.kind === 'defect') void refetch();
      }),
    [queue, id, refetch],
  );
  const title = t('mobile.inspections.defects.title');
  const window = data?.inspectionDefectWindow ?? null;
  if (token === '' || !window) {
    const text =
      token === ''
        ? t('mobile.inspections.defects.errors.defect_link_invalid')
        : loading
          ? t('mobile.inspections.defects.loading')
          : error && describeGraphError(error).code !== 'NOT_FOUND'
            ? inspectionErrorText(t, error, DEFECT_ERRORS)
            : t('mobile.inspections.not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title }} />
        <Message busy={loading} tone={loading ? 'info' : 'error'} text={text} />
      </View>
    );
  }
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const mine = getFragmentData(
    MobileInspectionAddendumFragmentDoc,
    data?.inspectionAddenda ?? [],
  ).filter((a) => a.createdById !== null && a.createdById === userId);
  const date = window.endsAt ? dateText(window.endsAt) : null;
  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={<RefreshControl refreshing={loading} onRefresh={() => void refetch()} />}
    >
      <Stack.Screen options={{ title }} />
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {title}
      </Text>
      {date ? (
        <Text style={{ color: theme.text }}>
          {window.open
            ? t('mobile.inspections.defects.intro', { date })
            : t('mobile.inspections.defects.deadline', { date })}
        </Text>
      ) : null}
      {window.open ? null : (
        <Message
          tone="error"
          text={t(
            `mobile.inspections.defects.errors.${(window.code ?? 'DEFECT_WINDOW_CLOSED').toLowerCase()}`,
          )}
        />
      )}
      <UploadList reportId={id} t={t} />
      <DefectList reportId={id} token={token} defects={mine} isOpen={window.open} t={t} />
      {window.open ? <DefectForm reportId={id} token={token} t={t} /> : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 8 },
  title: { fontSize: 20, fontWeight: '700' },
});
