import { createPdfTranslator, type ContractPdfLanguage, type PdfTranslate } from '@leiga/domain';
import contractPdfEn from '@leiga/domain/locales/en/contract-pdf.json' with { type: 'json' };
import contractsEn from '@leiga/domain/locales/en/contracts.json' with { type: 'json' };
import listingsEn from '@leiga/domain/locales/en/listings.json' with { type: 'json' };
import contractPdfIs from '@leiga/domain/locales/is/contract-pdf.json' with { type: 'json' };
import contractsIs from '@leiga/domain/locales/is/contracts.json' with { type: 'json' };
import listingsIs from '@leiga/domain/locales/is/listings.json' with { type: 'json' };

/**
 * The catalogues the lease PDF reads: its own namespace, the contracts one (field names and
 * vocabularies the wizard shows too) and the listings one (housing types), in is and en.
 */
const translators: Record<ContractPdfLanguage, PdfTranslate> = {
  is: createPdfTranslator(
    { 'contract-pdf': contractPdfIs, contracts: contractsIs, listings: listingsIs },
    'is',
  ),
  en: createPdfTranslator(
    { 'contract-pdf': contractPdfEn, contracts: contractsEn, listings: listingsEn },
    'en',
  ),
};

export function getPdfTranslator(lang: ContractPdfLanguage): PdfTranslate {
  return translators[lang];
}
