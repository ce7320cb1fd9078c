import { useMutation } from '@apollo/client/react';
import { createApplicantInvitationSchema, type InvitedApplicantRole } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteGuaranteeApplicantDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { inputClass, labelClass } from '../../../ui/fields';
import { getGraphError } from '../../../ui/graph-errors';
import { ErrorText } from '../../../ui/ListState';
import { NS, translateApplicantError } from './model';

const ROLES: readonly InvitedApplicantRole[] = ['co_applicant', 'guarantor'];

/**
 * The additional-applicant prompt: invite a co-applicant or a guarantor by e-mail (and
 * kennitala). Once the assessment asks for a guarantor, the prompt says so and offers one first.
 */
export function InviteApplicantForm({
  guaranteeId,
  needsGuarantor = false,
  onInvited,
}: {
  guaranteeId: string;
  needsGuarantor?: boolean;
  onInvited: () => void;
}) {
  const { t } = useTranslation();
  const [invite, { loading }] = useMutation(InviteGuaranteeApplicantDocument);
  const [email, setEmail] = useState('');
  const [kennitala, setKennitala] = useState('');
  // Until the tenant chooses, the prompt follows the application: a guarantor once one is needed
  // (the assessment may ask for one while this form is on screen).
  const [chosenRole, setRole] = useState<InvitedApplicantRole | null>(null);
  const role = chosenRole ?? (needsGuarantor ? 'guarantor' : 'co_applicant');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createApplicantInvitationSchema.safeParse({
      email,
      role,
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
            role: role === 'guarantor' ? 'GUARANTOR' : 'CO_APPLICANT',
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
        {t(`${NS}.web.${needsGuarantor ? 'guarantor_prompt_title' : 'prompt_title'}`)}
      </h2>
      <p className="text-ink-muted">
        {t(`${NS}.web.${needsGuarantor ? 'guarantor_prompt_text' : 'prompt_text'}`)}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1.5">
          <legend className={labelClass}>{t(`${NS}.web.fields.role`)}</legend>
          {ROLES.map((value) => (
            <label key={value} className="flex items-start gap-2 text-ink">
              <input
                type="radio"
                name="applicant-role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
              />
              <span>{t(`${NS}.web.role_choice.${value}`)}</span>
            </label>
          ))}
          {fieldError('role')}
        </fieldset>
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
