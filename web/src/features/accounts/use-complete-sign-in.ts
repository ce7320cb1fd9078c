import { getHomePath } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/context';
import { useLocalizedPath } from '../../app/links';
import { getFragmentData } from '../../__generated__';
import { SessionUserFragmentDoc } from '../../__generated__/graphql';
import { toGuardUser, type SessionUserRef } from '../../app/session';
import { toast } from '../../shell/toast-store';

/** Only same-site paths may be a redirect target after sign-in. */
export function getSafeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** Opens the session and goes where the visitor was headed, else home by role. */
export function useCompleteSignIn(): (
  accessToken: string,
  user: SessionUserRef,
  isNew?: boolean,
) => void {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  return (accessToken, ref, isNew = false) => {
    const user = getFragmentData(SessionUserFragmentDoc, ref);
    session.signIn(accessToken, user);
    if (isNew) toast.success(t('accounts.signup.created', { email: user.email }));
    else toast.success(t('accounts.login.welcome_back', { name: user.fullName }));
    const target =
      getSafeRedirect(params.get('redirect')) ?? getHomePath(toGuardUser(user)?.userType);
    void navigate(localize(target), { replace: true });
  };
}
