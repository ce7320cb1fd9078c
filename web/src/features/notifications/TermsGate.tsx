import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { GiveConsentDocument, TermsStatusDocument } from '../../__generated__/graphql';
import { useSession } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/DialogFrame';
import { translateGraphError } from '../../ui/graph-errors';

/**
 * After sign-in, when the user terms changed since the user accepted them: a dialog that stays
 * until they accept (or sign out). It reads the flag once per session, the way the api keeps it.
 */
export function TermsGate() {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useQuery(TermsStatusDocument);
  const [accept, accepting] = useMutation(GiveConsentDocument, {
    refetchQueries: [{ query: TermsStatusDocument }],
    awaitRefetchQueries: true,
  });
  const mustAccept = data?.me?.mustAcceptTerms === true;
  if (!mustAccept) return null;
  const version = data.myConsents.terms.currentVersion;
  const onAccept = async () => {
    try {
      await accept({ variables: { input: { type: 'TERMS' } } });
      toast.success(t('notifications.terms.accepted'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  return (
    <ModalOverlay isOpen className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <Modal className="w-full max-w-md rounded-2xl bg-surface-raised p-6 shadow-2xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink">
            {t('notifications.terms.title')}
          </Heading>
          <p className="mt-2 text-ink-muted">{t('notifications.terms.text', { version })}</p>
          <p className="mt-3">
            <RouteLink
              to={paths.userTerms.href()}
              target="_blank"
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {t('notifications.terms.read')}
            </RouteLink>
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={() => void session.signOut()}>
              {t('notifications.terms.later')}
            </Button>
            <Button isLoading={accepting.loading} onPress={() => void onAccept()}>
              {t('notifications.terms.accept')}
            </Button>
          </DialogActions>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
