import { useMutation } from '@apollo/client/react';
import { getHomePath } from '@leiga/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmEmailDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { toGuardUser } from '../../app/session';
import { buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { CheckCircleIcon, ErrorIcon } from '../../ui/icons';
import { translateGraphError } from '../../ui/graph-errors';

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /email-confirmation/{token}: confirms on arrival. */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const user = useCurrentUser();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [state, setState] = useState<State>({ kind: 'pending' });
  useEffect(() => {
    let isActive = true;
    confirm({ variables: { input: { token } } }).then(
      () => isActive && setState({ kind: 'done' }),
      (error: unknown) =>
        isActive && setState({ kind: 'failed', message: translateGraphError(t, error) }),
    );
    return () => {
      isActive = false;
    };
  }, [confirm, token, t]);

  if (state.kind === 'pending')
    return <Spinner label={t('accounts.email_confirmation.confirming')} />;
  const isDone = state.kind === 'done';
  const Icon = isDone ? CheckCircleIcon : ErrorIcon;
  return (
    <>
      <Icon size={56} className={isDone ? 'text-green-600' : 'text-red-600'} />
      <h1 className="mt-4 text-2xl font-bold text-ink">
        {t(
          isDone
            ? 'accounts.email_confirmation.done_title'
            : 'accounts.email_confirmation.failed_title',
        )}
      </h1>
      <p className="mt-2 text-ink-muted">
        {state.kind === 'failed'
          ? state.message
          : t('accounts.email_confirmation.done_description')}
      </p>
      <RouteLink
        to={getHomePath(toGuardUser(user)?.userType)}
        className={`${buttonClass('primary', 'lg')} mt-8`}
      >
        {t('accounts.email_confirmation.continue')}
      </RouteLink>
    </>
  );
}
