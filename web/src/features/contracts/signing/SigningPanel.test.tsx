import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  StartContractSigningDocument,
  type ContractSigning_ContractFragment,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { base64ToBlob } from '../../../lib/download';
import { SigningPanel } from './SigningPanel';

function contract(
  changes: Partial<ContractSigning_ContractFragment> = {},
): ContractSigning_ContractFragment {
  return {
    __typename: 'Contract',
    id: '7',
    status: 'COMMITTED',
    signType: 'ELECTRONIC',
    viewerAccess: 'EDIT',
    eSignature: { __typename: 'ContractESignature', process: null, signers: [] },
    hmsSubmission: null,
    ...changes,
  };
}

const signing = contract({
  status: 'SIGNING',
  eSignature: {
    __typename: 'ContractESignature',
    process: {
      __typename: 'ContractSigningProcess',
      id: '3',
      status: 'PENDING',
      createdAt: '2026-11-20T10:00:00Z',
      expiresAt: null,
    },
    signers: [
      {
        __typename: 'ContractSigner',
        id: '1',
        role: 'LANDLORD',
        name: 'Jón Guðmundsson',
        status: 'SIGNED',
        signedAt: '2026-11-21T10:00:00Z',
      },
      {
        __typename: 'ContractSigner',
        id: '2',
        role: 'TENANT',
        name: 'Anna Sigurðardóttir',
        status: 'PENDING',
        signedAt: null,
      },
    ],
  },
});

describe('SigningPanel', () => {
  it('shows each signer with their state and when they signed', async () => {
    await renderWithApp(<SigningPanel contract={signing} />, { user: LANDLORD });
    const list = screen.getByRole('list', { name: 'Signers' });
    expect(list).toHaveTextContent('Jón Guðmundsson');
    expect(list).toHaveTextContent('Signed 21.11.2026');
    expect(list).toHaveTextContent('Anna Sigurðardóttir');
    expect(list).toHaveTextContent('Not signed yet');
    expect(screen.getByRole('button', { name: 'Send a reminder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel signing' })).toBeInTheDocument();
  });

  it('starts signing only after the confirmation, with an idempotency key', async () => {
    const keys: unknown[] = [];
    const mock: MockedResponse = {
      request: {
        query: StartContractSigningDocument,
        variables: (v: Record<string, unknown>) => {
          keys.push(v['idempotencyKey']);
          return true;
        },
      },
      result: { data: { startContractSigning: signing } },
    };
    await renderWithApp(<SigningPanel contract={contract()} />, {
      user: LANDLORD,
      mocks: [mock],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start electronic signing' }));
    expect(keys).toEqual([]);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Start electronic signing',
      )!,
    );
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^web-[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers a reader (the tenant, read access) nothing to do', async () => {
    await renderWithApp(<SigningPanel contract={{ ...signing, viewerAccess: 'READ' }} />, {
      user: TENANT,
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('base64ToBlob', () => {
  it('turns base64 back into the same bytes', async () => {
    const blob = base64ToBlob(btoa('%PDF-1.7 ÿ'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 5))).toEqual([37, 80, 68, 70, 45]);
    expect(bytes.at(-1)).toBe(0xff);
  });
});
