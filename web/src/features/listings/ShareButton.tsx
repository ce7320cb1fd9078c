import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ShareIcon } from '../../ui/icons';

/** The Web Share API where the device has it, else the link is copied. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('listings.share.copied'));
    } catch {
      toast.info(t('listings.share.copy_failed', { url }));
    }
  };
  return (
    <Button variant="secondary" onPress={() => void share()}>
      <ShareIcon size={18} />
      {t('listings.share.share')}
    </Button>
  );
}
