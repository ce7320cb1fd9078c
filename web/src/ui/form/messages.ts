import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The catalogue namespace of the form around a field (`listings`, `profiles`): its own
 * `<namespace>.validation.*` wording comes before the shared `validation.*` one.
 */
export const FieldNamespace = createContext<string | null>(null);

/**
 * Zod and the api give catalogue keys (`validation.year`); a field shows them in words: the
 * namespace's key first, then the shared one, then the namespace's "check this field". The limits
 * a message mentions are filled in. Anything that is not a key is shown as it is.
 */
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
  namespace?: string | null,
): string | undefined {
  if (!message) return undefined;
  if (!/^(validation|errors)\./.test(message)) return message;
  const keys = namespace
    ? [`${namespace}.${message}`, message, `${namespace}.validation.invalid`]
    : [message];
  return t(keys, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: SMS_CODE.length });
}

/** translateFieldMessage in the namespace of the form around. */
export function useFieldMessage(message: string | undefined): string | undefined {
  const { t } = useTranslation();
  return translateFieldMessage(t, message, useContext(FieldNamespace));
}
