import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';

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
    <DialogFrame isOpen={isOpen} onOpenChange={onOpenChange} title={title} width="sm">
      <p className="mt-2 text-ink-muted">{text}</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('common.actions.cancel')}
        </Button>
        <RouteLink
          to={`${routes.login.href()}?redirect=${redirect}`}
          className={buttonClass('primary', 'md')}
        >
          {t('common.actions.sign_in')}
        </RouteLink>
      </DialogActions>
    </DialogFrame>
  );
}
