import { DEFECT_WINDOW_LIMITS } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileInspectionAddendumFragment } from '../__generated__/graphql';
import { dateText } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { AddendumPhotos } from './AddendumPhotos';
import { PhotoButtons } from './PhotoButtons';

type Props = {
  reportId: string;
  token: string;
  defects: readonly MobileInspectionAddendumFragment[];
  /** The window is open: photos may still be added. */
  isOpen: boolean;
  t: TFunction;
};

/** `[minor] Bathroom tap: Drips all night` (the domain's formatTenantDefect) read back. */
function parseDefect(text: string): { subject: string; description: string } | null {
  const match = /^\[(?:minor|moderate|major)\] ([^:]*): ([\s\S]*)$/.exec(text);
  return match ? { subject: match[1]!, description: match[2]! } : null;
}

/**
 * The defects the tenant added, each with its photos as thumbnails; while the window is open
 * and it holds fewer than the limit, more photos go to it through the upload queue.
 */
export function DefectList({ reportId, token, defects, isOpen, t }: Props) {
  const theme = useTheme();
  return (
    <View style={styles.section} testID="tenant-defects">
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('mobile.inspections.defects.yours')}
      </Text>
      {defects.length === 0 ? (
        <Text style={{ color: theme.muted }}>{t('mobile.inspections.defects.empty')}</Text>
      ) : null}
      {defects.map((d) => {
        const parts = parseDefect(d.text);
        const name = parts?.subject ?? d.text;
        return (
          <View
            key={d.id}
            testID={`defect-${d.id}`}
            style={[styles.defect, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            <Text style={[styles.subject, { color: theme.text }]}>{name}</Text>
            {parts ? <Text style={{ color: theme.text }}>{parts.description}</Text> : null}
            <Text style={{ color: theme.muted }}>
              {dateText(d.createdAt)} ·{' '}
              {t('mobile.inspections.photos.count', { count: d.photos.length })}
            </Text>
            <AddendumPhotos photos={d.photos} t={t} />
            {isOpen && d.photos.length < DEFECT_WINDOW_LIMITS.photosPerDefect ? (
              <PhotoButtons
                reportId={reportId}
                target={{ kind: 'defect', id: Number(d.id), token }}
                name={name}
                t={t}
              />
            ) : null}
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600', marginTop: 12 },
  defect: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 6 },
  subject: { fontWeight: '600' },
});
