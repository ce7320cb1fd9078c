import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toast-store';
import { translateProfileError } from './messages';

/** Runs a change with a pending flag, a success toast and the error translated in a toast. */
export function useProfileAction() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, success?: string) => {
    setPending(key);
    try {
      await action();
      if (success) toast.success(success);
      return true;
    } catch (error) {
      toast.error(translateProfileError(t, error));
      return false;
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}
