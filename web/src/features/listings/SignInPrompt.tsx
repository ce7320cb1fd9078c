import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';

/** Asks a visitor to sign in, coming back here afterwards. */
export function SignInPrompt({
  isOpen,
  onOpenChange,
  title,
  text,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface-raised p-6 shadow-2xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink">
            {title}
          </Heading>
          <p className="mt-2 text-ink-muted">{text}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {t('common.actions.cancel')}
            </Button>
            <RouteLink
              to={`${routes.login.href()}?redirect=${redirect}`}
              className={buttonClass('primary', 'md')}
            >
              {t('common.actions.sign_in')}
            </RouteLink>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
