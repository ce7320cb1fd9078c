import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/form/Field';

export const SAVED_SEARCH_NAME_MAX = 100;

/** A saved search's name, focused as it shows (saving a search, renaming one). */
export function SearchNameField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (name: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('listings.saved.name')} className={className}>
      {(props) => (
        <input
          {...props}
          value={value}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => onChange(e.target.value)}
          autoFocus
        />
      )}
    </Field>
  );
}
