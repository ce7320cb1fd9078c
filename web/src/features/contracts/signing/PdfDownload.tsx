import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractPdfDocument, type ContractPdfLanguage } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { base64ToBlob, saveBlob } from '../../../lib/download';
import { Panel } from './Panel';

const LANGUAGES: readonly ContractPdfLanguage[] = ['IS', 'EN'];

/** The api's name of the file (pdf/contract-pdf-service.ts), for SPEC 8's failure message. */
const filenameOf = (id: string, lang: ContractPdfLanguage) =>
  lang === 'IS' ? `leigusamningur-${id}.pdf` : `lease-${id}.pdf`;

/** The lease as PDF in Icelandic or English, fetched on demand (never cached) and saved. */
export function PdfDownload({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [busy, setBusy] = useState<ContractPdfLanguage | null>(null);

  const download = async (lang: ContractPdfLanguage) => {
    setBusy(lang);
    try {
      const { data } = await client.query({
        query: ContractPdfDocument,
        variables: { id: contractId, lang },
        fetchPolicy: 'no-cache',
      });
      const pdf = data?.contract?.pdf;
      if (!pdf) throw new Error('no pdf');
      saveBlob(base64ToBlob(pdf.base64, 'application/pdf'), pdf.filename);
    } catch {
      toast.error(
        t('contracts.signing_web.pdf_failed', { filename: filenameOf(contractId, lang) }),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={t('contracts.signing_web.pdf_title')}>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((lang) => (
          <Button
            key={lang}
            size="sm"
            variant="secondary"
            isDisabled={busy !== null}
            onPress={() => void download(lang)}
          >
            {t(`contracts.signing_web.pdf_${lang.toLowerCase()}`)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}
