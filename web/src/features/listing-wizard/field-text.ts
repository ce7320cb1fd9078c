import { useTranslation } from 'react-i18next';

/**
 * The name, label and (told so) hint of a listing field, from `listings.fields.<name>` and
 * `listings.fields.<name>_hint`: spread into a field of the form kit.
 */
export function useListingFieldText() {
  const { t } = useTranslation();
  return (name: string, { hasHint = false }: { hasHint?: boolean } = {}) => ({
    name,
    label: t(`listings.fields.${name}`),
    hint: hasHint ? t(`listings.fields.${name}_hint`) : undefined,
  });
}
