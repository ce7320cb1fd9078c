import { useMutation } from '@apollo/client/react';
import { VISIBILITY_OPTIONS } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SetVisibilityDocument,
  type SensitiveResource,
  type VisibilityOption,
} from '../../__generated__/graphql';
import { SectionCard } from './SectionCard';
import { useProfileAction } from './use-profile-action';
import { ChoiceLabel } from '../../ui/form/Choice';

const RESOURCES: { tag: SensitiveResource; key: 'creditScore' | 'netIncome' }[] = [
  { tag: 'CREDIT_SCORE', key: 'creditScore' },
  { tag: 'NET_INCOME', key: 'netIncome' },
];

/** Who sees the credit score and net income: each PRIVATE, applied landlords or PUBLIC. */
export function VisibilityPanel({
  visibility,
  onChanged,
}: {
  visibility: { creditScore: VisibilityOption; netIncome: VisibilityOption };
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [set] = useMutation(SetVisibilityDocument);
  const { run } = useProfileAction();
  // Shown chosen at once; the answer (or its failure, after the reload) settles it.
  const [chosen, setChosen] = useState(visibility);
  return (
    <SectionCard id="visibility" title={t('profiles.visibility.title')}>
      <p className="mb-3 text-sm text-ink-muted">{t('profiles.visibility.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {RESOURCES.map(({ tag, key }) => (
          <fieldset key={tag} className="rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">
              {t(`profiles.visibility.resources.${tag}`)}
            </legend>
            {VISIBILITY_OPTIONS.map((option) => (
              <ChoiceLabel
                key={option}
                className="flex cursor-pointer items-center gap-2 py-1 text-sm text-ink"
                label={t(`profiles.visibility.options.${option}`)}
                type="radio"
                name={`visibility-${tag}`}
                value={option}
                checked={chosen[key] === option}
                onChange={() => {
                  setChosen((current) => ({ ...current, [key]: option }));
                  void run(
                    tag,
                    async () => {
                      await set({ variables: { input: { resource: tag, option } } });
                      await onChanged();
                    },
                    t('profiles.visibility.saved'),
                  ).then((ok) => !ok && setChosen(visibility));
                }}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </SectionCard>
  );
}
