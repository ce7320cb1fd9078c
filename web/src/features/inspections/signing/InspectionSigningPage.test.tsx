import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeclineInspectionReportDocument,
  InspectionESignatureDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { InspectionSigningPage } from './InspectionSigningPage';

type SignerStatus = 'PENDING' | 'SIGNED' | 'DECLINED';

function statusFixture(
  over: { reportStatus?: 'SIGNING' | 'SIGNED'; tenant?: SignerStatus; reason?: string | null } = {},
  viewer: { sign?: boolean; decline?: boolean; addenda?: boolean } = {},
) {
  const tenant = over.tenant ?? 'PENDING';
  return {
    __typename: 'InspectionESignature' as const,
    reportId: '5',
    reportStatus: over.reportStatus ?? 'SIGNING',
    process: {
      __typename: 'InspectionSigningProcess' as const,
      id: '1',
      status: over.reportStatus === 'SIGNED' ? 'SIGNED' : 'PENDING',
      documentHash: 'ab'.repeat(32),
    },
    signers: [
      {
        __typename: 'InspectionSigner' as const,
        id: '11',
        userId: '1',
        role: 'LL',
        name: 'Jón Guðmundsson',
        status: 'SIGNED',
        invitedAt: '2026-11-24T10:00:00.000Z',
        signedAt: '2026-11-24T10:05:00.000Z',
        declinedAt: null,
        declineReason: null,
      },
      {
        __typename: 'InspectionSigner' as const,
        id: '12',
        userId: '2',
        role: 'TN',
        name: 'Anna Sigurðardóttir',
        status: tenant,
        invitedAt: '2026-11-24T10:00:00.000Z',
        signedAt: tenant === 'SIGNED' ? '2026-11-24T10:06:00.000Z' : null,
        declinedAt: tenant === 'DECLINED' ? '2026-11-24T10:06:00.000Z' : null,
        declineReason: over.reason ?? null,
      },
    ],
    attendance: [
      {
        __typename: 'InspectionAttendee' as const,
        userId: '21',
        name: 'Jón Guðmundsson',
        role: 'LL',
        present: true,
      },
      {
        __typename: 'InspectionAttendee' as const,
        userId: '22',
        name: 'Anna Sigurðardóttir',
        role: 'TN',
        present: null,
      },
    ],
    pdfSha256: over.reportStatus === 'SIGNED' ? 'cd'.repeat(32) : null,
    viewerCanStart: false,
    viewerCanSign: viewer.sign ?? false,
    viewerCanDecline: viewer.decline ?? false,
    viewerCanFinish: false,
    viewerCanEditAttendance: over.reportStatus !== 'SIGNED',
    viewerCanWriteAddenda: viewer.addenda ?? false,
  };
}

const statusMock = (
  status: ReturnType<typeof statusFixture>,
  addenda: unknown[] = [],
): MockedResponse => ({
  request: { query: InspectionESignatureDocument, variables: { reportId: '5' } },
  maxUsageCount: 5,
  result: { data: { inspectionESignature: status, inspectionAddenda: addenda } },
});

const routes = [
  { path: '/en/inspection-reports/:id/e-signature', element: <InspectionSigningPage /> },
];

describe('InspectionSigningPage', () => {
  it('shows who signed and lets the tenant decline with a reason, after confirming', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const declineMock: MockedResponse = {
      request: {
        query: DeclineInspectionReportDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: {
          declineInspectionReport: statusFixture({
            tenant: 'DECLINED',
            reason: 'Gólfið var skemmt',
          }),
        },
      },
    };
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/en/inspection-reports/5/e-signature',
      mocks: [
        { ...statusMock(statusFixture({}, { sign: true, decline: true })), maxUsageCount: 1 },
        declineMock,
        statusMock(statusFixture({ tenant: 'DECLINED', reason: 'Gólfið var skemmt' })),
      ],
      routes,
    });
    const signers = await screen.findByRole('list', { name: 'Signers' });
    const [jon, anna] = within(signers).getAllByTestId('inspection-signer');
    expect(jon).toHaveTextContent('Signed');
    expect(anna).toHaveTextContent('Has not signed');
    expect(screen.getByRole('button', { name: 'Sign the report' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline to sign the report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('This is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Why do you decline?'), 'Gólfið var skemmt');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(sent).toEqual([{ reportId: '5', reason: 'Gólfið var skemmt' }]));
    expect(await screen.findByText('Reason: Gólfið var skemmt')).toBeInTheDocument();
  });

  it('offers the signed PDF and the addenda once the report is signed', async () => {
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/e-signature',
      mocks: [
        statusMock(statusFixture({ reportStatus: 'SIGNED', tenant: 'SIGNED' }, { addenda: true }), [
          {
            __typename: 'InspectionAddendum',
            id: '3',
            status: 'DRAFT',
            text: 'Leki undir vaski',
            committedAt: null,
            createdAt: '2026-11-30T10:00:00.000Z',
            photos: [],
          },
        ]),
      ],
      routes,
    });
    expect(
      await screen.findByText('The report is signed and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the report' })).not.toBeInTheDocument();
    expect(screen.getByTestId('inspection-addenda')).toHaveTextContent('Leki undir vaski');
    expect(screen.getByRole('button', { name: 'Finalise addendum' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jón Guðmundsson (Landlord)')).toBeDisabled();
  });
});
