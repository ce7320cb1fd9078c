import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../__generated__';
import {
  ContractSigning_ContractFragmentDoc,
  ContractSigningDocument,
} from '../../../__generated__/graphql';
import { LoadState } from '../../../ui/ListState';
import { translateContractError } from '../model';
import { HmsStatus } from './HmsStatus';
import { PdfDownload } from './PdfDownload';
import { SigningPanel } from './SigningPanel';

/** How often the page asks again while signatures or the HMS registration are under way. */
const POLL_MS = 4000;

/**
 * The pdf-sign page's signing, PDF and registration sections. While someone still has to sign
 * or HMS has not answered, the page reads the status again every few seconds.
 */
export function SigningSections({ contractId }: { contractId: string }) {
  const { data, loading, error } = useQuery(ContractSigningDocument, {
    variables: { id: contractId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
    skipPollAttempt: () => document.hidden,
  });
  const c = getFragmentData(ContractSigning_ContractFragmentDoc, data?.contract);
  if (!c)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <SigningPanel contract={c} />
      <PdfDownload contractId={c.id} />
      {(c.status === 'SIGNED' || c.status === 'REGISTERED' || c.hmsSubmission) && (
        <HmsStatus submission={c.hmsSubmission} />
      )}
    </div>
  );
}
