import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FileDownloadUrlDocument } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { translateProfileError } from './messages';

/** Protected files: ask for an authorised link that expires, then follow it (SPEC 7 helper). */
export function useDownload() {
  const client = useApolloClient();
  const { t } = useTranslation();
  return async (attachmentId: string) => {
    try {
      const { data } = await client.query({
        query: FileDownloadUrlDocument,
        variables: { attachmentId },
        fetchPolicy: 'network-only',
      });
      const link = data?.fileDownloadUrl;
      if (!link) throw new Error('no link');
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.filename;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (error) {
      toast.error(translateProfileError(t, error));
    }
  };
}
