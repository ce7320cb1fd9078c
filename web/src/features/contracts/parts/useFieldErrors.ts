import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGraphError } from '../../../ui/graph-errors';
import { translateContractError } from '../model';

/**
 * What a part's change answered wrong: field errors (catalogue keys, shown beside the fields)
 * or else one message for the form.
 */
export function useFieldErrors() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    fields,
    formError,
    clear: () => {
      setFields({});
      setFormError(null);
    },
    /** Local checks (domain's schemas) name their fields the same way. */
    setFields,
    fromError: (error: unknown) => {
      const graph = getGraphError(error);
      if (Object.keys(graph.fields).length > 0) setFields(graph.fields);
      else setFormError(translateContractError(t, error));
    },
  };
}

/** A zod error's issues by dotted path, as the api names its field errors. */
export function issuesByPath(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
