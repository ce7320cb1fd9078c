import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddSpecialTermDocument,
  ContractSpecialTermsDocument,
  RemoveSpecialTermDocument,
  UpdateSpecialTermDocument,
  UseSpecialTermTemplateDocument,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { toast } from '../../../shell/toast-store';
import { Button, buttonClass } from '../../../ui/Button';
import { FilterSelect } from '../../../ui/FilterSelect';
import { translateContractError, type ContractDetail } from '../model';
import { getNextStep } from '../wizard/patch';
import { TextItemsEditor } from './TextItemsEditor';

/**
 * The wizard's special-terms step: the contract's own terms, added, edited and removed one by
 * one, or added from a template in the user's language.
 */
export function SpecialTermsStep({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useTranslation();
  const contractId = contract.id;
  const refetchQueries = ['ContractSpecialTerms'];
  const { data } = useQuery(ContractSpecialTermsDocument, {
    variables: { id: contractId, language: i18n.language },
  });
  const [add] = useMutation(AddSpecialTermDocument, { refetchQueries });
  const [update] = useMutation(UpdateSpecialTermDocument, { refetchQueries });
  const [remove] = useMutation(RemoveSpecialTermDocument, { refetchQueries });
  const [applyTemplate, applyingTemplate] = useMutation(UseSpecialTermTemplateDocument, {
    refetchQueries,
  });
  const [templateId, setTemplateId] = useState('');
  const templates = data?.specialTermTemplates ?? [];
  const chosen = templateId || templates[0]?.id || '';

  const addFromTemplate = async () => {
    try {
      await applyTemplate({ variables: { input: { templateId: chosen, contractId } } });
      toast.success(t('contracts.signing_web.saved'));
    } catch (error) {
      toast.error(translateContractError(t, error));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-ink">{t('contracts.steps.special-terms')}</h2>
      {data?.contract && (
        <TextItemsEditor
          items={data.contract.specialTerms}
          labels={{
            empty: t('contracts.signing_web.terms_empty'),
            text: t('contracts.signing_web.terms_text'),
            add: t('contracts.signing_web.terms_add'),
            removeTitle: t('contracts.signing_web.terms_remove_title'),
            removeText: t('contracts.signing_web.terms_remove_text'),
          }}
          onAdd={(text) => add({ variables: { input: { contractId, text } } })}
          onUpdate={(id, text) => update({ variables: { input: { id, text } } })}
          onRemove={(id) => remove({ variables: { id } })}
        />
      )}
      {templates.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            label={t('contracts.signing_web.terms_template')}
            value={chosen}
            onChange={setTemplateId}
            options={templates.map((tpl) => ({ value: tpl.id, label: tpl.title }))}
          />
          <Button
            size="sm"
            variant="secondary"
            isDisabled={applyingTemplate.loading}
            onPress={() => void addFromTemplate()}
          >
            {t('contracts.signing_web.terms_from_template')}
          </Button>
        </div>
      )}
      <div>
        <RouteLink
          to={paths.contractStep.href({ id: contractId, step: getNextStep('special-terms') })}
          className={buttonClass('secondary')}
        >
          {t('contracts.web.next_step')}
        </RouteLink>
      </div>
    </div>
  );
}
