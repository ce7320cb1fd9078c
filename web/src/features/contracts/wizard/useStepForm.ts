import { useMutation } from '@apollo/client/react';
import type { ContractPatch, ContractStep } from '@leiga/domain';
import { useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LogContractStepDocument, UpdateContractDocument } from '../../../__generated__/graphql';
import { useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { applyServerFieldErrors, fieldPaths } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/zod-form';
import { translateContractError } from '../model';
import { fieldsSchema, getNextStep, toUpdateInput, type ContractField } from './patch';

/**
 * A wizard step's form over domain's step form schema (forms.ts: the fields and the step's
 * rules, the same the api runs). Leaving a field saves what is there (PATCH, its own shape
 * checked first); Continue checks the step's rules, saves, logs the step and moves on.
 */
export function useStepForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  contractId,
  step,
  schema,
  fields,
  defaultValues,
}: {
  contractId: string;
  step: ContractStep;
  schema: Schema;
  fields: readonly ContractField[];
  defaultValues: z.input<Schema>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const form = useZodForm(schema, { defaultValues: defaultValues as never, mode: 'onTouched' });
  const [update] = useMutation(UpdateContractDocument);
  const [logStep] = useMutation(LogContractStepDocument);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const lastSaved = useRef(JSON.stringify(defaultValues));

  const save = async (): Promise<boolean> => {
    const values = form.getValues() as Record<string, unknown>;
    const parsed = fieldsSchema(fields).safeParse(values);
    if (!parsed.success) {
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
      await update({
        variables: {
          input: { id: contractId, ...toUpdateInput(parsed.data as Partial<ContractPatch>) },
        },
      });
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

  const onContinue = form.handleSubmit(
    async () => {
      if (!(await save())) return;
      await logStep({ variables: { input: { id: contractId, stepName: step, isValid: true } } });
      void navigate(localize(paths.contractStep.href({ id: contractId, step: getNextStep(step) })));
    },
    async () => {
      // The step's rules failed: keep what is there and say so beside each field.
      await save();
    },
  );

  return {
    form,
    control: form.control,
    status,
    formError,
    /** On the form: leaving any field saves. */
    onBlur: () => void save(),
    onSubmit: (e: { preventDefault(): void }) => {
      e.preventDefault();
      void onContinue();
    },
  };
}
