import { useTranslation } from 'react-i18next';
import { getStepStates } from './model';
import { RealEstateStep } from './steps-place';
import { WizardFrame } from './WizardPage';

/**
 * /listings/create/new: the first step on an empty form. Nothing is stored until its first save,
 * which creates the draft and goes on to the next step (opening this page leaves no empty draft).
 */
export function WizardNewPage() {
  const { t } = useTranslation();
  return (
    <WizardFrame
      listingId={null}
      title={t('listings.wizard.new_listing')}
      steps={getStepStates({ steps: [] })}
      step="real-estate"
    >
      <RealEstateStep listing={null} />
    </WizardFrame>
  );
}
