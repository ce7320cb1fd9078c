import { useMutation } from '@apollo/client/react';
import { createApplicantInvitationSchema } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteGuaranteeApplicantDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { inputClass, labelClass } from '../../../ui/fields';
import { getGraphError } from '../../../ui/graph-errors';
import { ErrorText } from '../../../ui/ListState';
import { NS, translateApplicantError } from './model';

/** The additional-applicant prompt: invite a co-applicant by e-mail (and kennitala). */
export function InviteApplicantForm({
  guaranteeId,
  onInvited,
}: {
  guaranteeId: string;
  onInvited: () => void;
}) {
  const { t } = useTranslation();
  const [invite, { loading }] = useMutation(InviteGuaranteeApplicantDocument);
  const [email, setEmail] = useState('');
  const [kennitala, setKennitala] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createApplicantInvitationSchema.safeParse({
      email,
      ...(kennitala.trim() ? { kennitala } : {}),
    });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await invite({
        variables: {
          input: {
            guaranteeId,
            email: parsed.data.email,
            kennitala: parsed.data.kennitala ?? null,
          },
        },
      });
      toast.success(t(`${NS}.web.sent`, { email: parsed.data.email }));
      setEmail('');
      setKennitala('');
      onInvited();
    } catch (error) {
      setErrors(getGraphError(error).fields);
      setFormError(translateApplicantError(t, error));
    }
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <span role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t(errors[name]!)}
      </span>
    ) : null;

  return (
    <section aria-labelledby="applicant-prompt" className="flex flex-col gap-3">
      <h2 id="applicant-prompt" className="text-lg font-semibold text-ink">
        {t(`${NS}.web.prompt_title`)}
      </h2>
      <p className="text-ink-muted">{t(`${NS}.web.prompt_text`)}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="applicant-email" className={labelClass}>
            {t(`${NS}.web.fields.email`)}
          </label>
          <input
            id="applicant-email"
            type="email"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldError('email')}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="applicant-kennitala" className={labelClass}>
            {t(`${NS}.web.fields.kennitala`)}
          </label>
          <input
            id="applicant-kennitala"
            inputMode="numeric"
            className={inputClass}
            value={kennitala}
            onChange={(e) => setKennitala(e.target.value)}
          />
          {fieldError('kennitala')}
        </div>
        {formError && <ErrorText>{formError}</ErrorText>}
        <Button type="submit" variant="secondary" isLoading={loading}>
          {t(`${NS}.web.invite`)}
        </Button>
      </form>
    </section>
  );
}
