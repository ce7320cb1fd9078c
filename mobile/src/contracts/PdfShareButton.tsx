import { useApolloClient } from '@apollo/client/react';
import { File, Paths } from 'expo-file-system';
import * as Sharing from 'expo-sharing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, View } from 'react-native';
import { MobileContractPdfDocument } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';

/**
 * The lease PDF: fetched when asked for (never cached: it is signed and can be large), written to
 * the app's cache folder and handed to the system's share sheet, where the user opens it in a PDF
 * viewer, saves it to Files or sends it on.
 */
export function PdfShareButton({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function share() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.query({
        query: MobileContractPdfDocument,
        variables: { id: contractId },
        fetchPolicy: 'no-cache',
      });
      const pdf = data?.contract?.pdf;
      if (!pdf) throw new Error('no pdf');
      const file = new File(Paths.cache, pdf.filename);
      file.create({ overwrite: true });
      file.write(pdf.base64, { encoding: 'base64' });
      await Sharing.shareAsync(file.uri, {
        mimeType: pdf.contentType,
        UTI: 'com.adobe.pdf',
        dialogTitle: t('mobile.pdf.dialog_title'),
      });
    } catch {
      setError(t('mobile.pdf.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <View style={{ gap: 8 }}>
      <Button
        variant="secondary"
        label={busy ? t('mobile.pdf.preparing') : t('mobile.pdf.share')}
        busy={busy}
        onPress={() => void share()}
      />
      {error ? (
        <View accessibilityRole="alert" accessibilityLiveRegion="assertive">
          <Text style={{ color: theme.danger }}>{error}</Text>
        </View>
      ) : null}
    </View>
  );
}
