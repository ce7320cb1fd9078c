import { useMutation } from '@apollo/client/react';
import type { ContractStep } from '@leiga/domain';
import { useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LogContractStepDocument } from '../../../__generated__/graphql';
import { useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { applyServerFieldErrors, fieldPaths } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/zod-form';
import { translateContractError } from '../model';
import { getNextStep } from '../wizard/patch';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A step saved as a whole through its own mutation (amenities, maintenance), over domain's
 * input schema, the one the api judges with. Leaving a field saves what is there when it holds
 * together; Continue saves (even unchanged, so a step first seen prefilled counts as answered),
 * logs the step and moves on.
 */
export function useDetailsStep<Schema extends z.ZodType<FieldValues, FieldValues>>({
  contractId,
  step,
  schema,
  defaultValues,
  isSaved,
  save,
}: {
  contractId: string;
  step: ContractStep;
  schema: Schema;
  defaultValues: z.input<Schema>;
  /** Whether the contract has an answer to this step yet. */
  isSaved: boolean;
  save: (values: z.output<Schema>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const form = useZodForm(schema, { defaultValues: defaultValues as never, mode: 'onTouched' });
  const [logStep] = useMutation(LogContractStepDocument);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const lastSaved = useRef(isSaved ? JSON.stringify(schema.safeParse(defaultValues).data) : null);

  const saveNow = async (isQuiet: boolean): Promise<boolean> => {
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) {
      if (!isQuiet)
        for (const issue of parsed.error.issues)
          form.setError(issue.path.join('.') as Path<z.input<Schema>>, {
            type: 'shape',
            message: issue.message,
          });
      return false;
    }
    const body = JSON.stringify(parsed.data);
    if (body === lastSaved.current) return true;
    setStatus('saving');
    setFormError(null);
    try {
      await save(parsed.data);
      lastSaved.current = body;
      setStatus('saved');
      return true;
    } catch (error) {
      setStatus('failed');
      if (!applyServerFieldErrors(error, form.setError, fieldPaths(form.getValues())))
        setFormError(translateContractError(t, error));
      return false;
    }
  };

  const onContinue = form.handleSubmit(async () => {
    if (!(await saveNow(false))) return;
    await logStep({ variables: { input: { id: contractId, stepName: step, isValid: true } } });
    void navigate(localize(paths.contractStep.href({ id: contractId, step: getNextStep(step) })));
  });

  return {
    form,
    control: form.control,
    status,
    formError,
    /** Leaving a field saves, once what the form holds is whole; its errors wait for Continue. */
    onBlur: () => void saveNow(true),
    onSubmit: (e: { preventDefault(): void }) => {
      e.preventDefault();
      void onContinue();
    },
  };
}
