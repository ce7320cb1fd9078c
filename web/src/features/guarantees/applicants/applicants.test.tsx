import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AcceptGuaranteeApplicantInvitationDocument,
  GuaranteeApplicantInvitationDocument,
  GuaranteeApplicationDocument,
  InviteGuaranteeApplicantDocument,
} from '../../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../../test/render';
import { ApplicantInvitationPage } from './ApplicantInvitationPage';
import { ApplicationLink } from './ApplicationLink';
import { NewGuaranteeStatusPage } from './NewGuaranteeStatusPage';

const invitation = (over: Record<string, unknown> = {}) => ({
  __typename: 'RentalGuaranteeApplicantInvitation' as const,
  id: '5',
  guaranteeId: '7',
  email: 'kristin@leiga.is',
  kennitala: null,
  role: 'CO_APPLICANT',
  status: 'PENDING',
  inviterName: 'Anna Sigurðardóttir',
  tenantName: 'Anna Sigurðardóttir',
  amount: 400_000,
  monthlyRent: 200_000,
  guaranteeStatus: 'DRAFT',
  sendCount: 1,
  canResendAt: '2026-11-24T12:05:00.000Z',
  identityConfirmedAt: null,
  currentUserSide: 'INVITEE',
  ...over,
});

const application = (invitations: unknown[], status = 'DRAFT') => ({
  request: { query: GuaranteeApplicationDocument, variables: { id: '7' } },
  result: {
    data: {
      rentalGuarantee: {
        __typename: 'RentalGuarantee',
        id: '7',
        amount: 400_000,
        monthlyRent: 200_000,
        contractId: null,
        status,
        decision: status === 'NEEDS_GUARANTOR' ? 'NEEDS_GUARANTOR' : null,
        creditGrade: null,
        currentUserRole: 'PRINCIPAL',
        applicants: [
          {
            __typename: 'RentalGuaranteeApplicant',
            id: '1',
            fullName: 'Anna Sigurðardóttir',
            role: 'MAIN',
            hasCreditConsent: false,
          },
        ],
        applicantInvitations: invitations,
      },
    },
  },
});

describe('the application page', () => {
  it('invites a co-applicant and waits for them before the decision', async () => {
    await renderWithApp(<NewGuaranteeStatusPage />, {
      user: TENANT,
      path: '/rental-guarantees/new/7',
      routes: [{ path: '/rental-guarantees/new/:id', element: <NewGuaranteeStatusPage /> }],
      mocks: [
        application([]),
        {
          request: {
            query: InviteGuaranteeApplicantDocument,
            variables: {
              input: {
                guaranteeId: '7',
                email: 'kristin@leiga.is',
                kennitala: null,
                role: 'CO_APPLICANT',
              },
            },
          },
          result: {
            data: { inviteGuaranteeApplicant: invitation({ currentUserSide: 'INVITER' }) },
          },
        },
        application([invitation({ currentUserSide: 'INVITER' })]),
      ],
    });
    expect(await screen.findByText('Anna Sigurðardóttir · Main applicant')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kennitala (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Kennitala (optional)'));
    await user.type(screen.getByLabelText('E-mail address'), 'kristin@leiga.is');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const row = await screen.findByTestId('applicant-invitation');
    expect(row).toHaveTextContent('kristin@leiga.is');
    expect(row).toHaveTextContent('Waiting for an answer');
    expect(screen.getByText('Waiting for invited co-applicants to answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a decision' })).toBeDisabled();
  });

  it('once decided, says nothing of consent or of adding applicants', async () => {
    await renderWithApp(<NewGuaranteeStatusPage />, {
      user: TENANT,
      path: '/rental-guarantees/new/7',
      routes: [{ path: '/rental-guarantees/new/:id', element: <NewGuaranteeStatusPage /> }],
      mocks: [application([], 'ACTIVE')],
    });
    expect(await screen.findByText('Anna Sigurðardóttir · Main applicant')).toBeInTheDocument();
    expect(screen.queryByText('No consent yet')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Add the people who apply with you, then get a decision.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('asks for a guarantor once the assessment needs one, and invites them as such', async () => {
    const asked = invitation({
      email: 'gudrun@leiga.is',
      role: 'GUARANTOR',
      currentUserSide: 'INVITER',
      guaranteeStatus: 'NEEDS_GUARANTOR',
    });
    await renderWithApp(<NewGuaranteeStatusPage />, {
      user: TENANT,
      path: '/rental-guarantees/new/7',
      routes: [{ path: '/rental-guarantees/new/:id', element: <NewGuaranteeStatusPage /> }],
      mocks: [
        application([], 'NEEDS_GUARANTOR'),
        {
          request: {
            query: InviteGuaranteeApplicantDocument,
            variables: {
              input: {
                guaranteeId: '7',
                email: 'gudrun@leiga.is',
                kennitala: null,
                role: 'GUARANTOR',
              },
            },
          },
          result: { data: { inviteGuaranteeApplicant: asked } },
        },
        application([asked], 'NEEDS_GUARANTOR'),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'A guarantor is needed' }),
    ).toBeInTheDocument();
    const guarantor = screen.getByRole('radio', {
      name: 'Guarantor: stands for me but is not on the lease',
    });
    expect(guarantor).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Co-applicant: pays the rent with me' }),
    ).not.toBeChecked();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'gudrun@leiga.is');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const row = await screen.findByTestId('applicant-invitation');
    expect(row).toHaveTextContent('gudrun@leiga.is · Guarantor');
  });
});

describe('the invitation page', () => {
  it('asks the invitee for consent, then accepts', async () => {
    await renderWithApp(<ApplicantInvitationPage />, {
      user: TENANT,
      path: '/invitations/rental-guarantee/5',
      routes: [{ path: '/invitations/rental-guarantee/:id', element: <ApplicantInvitationPage /> }],
      mocks: [
        {
          request: { query: GuaranteeApplicantInvitationDocument, variables: { id: '5' } },
          result: { data: { guaranteeApplicantInvitation: invitation() } },
        },
        {
          request: {
            query: AcceptGuaranteeApplicantInvitationDocument,
            variables: { input: { id: '5', consent: true } },
          },
          result: {
            data: { acceptGuaranteeApplicantInvitation: invitation({ status: 'ACCEPTED' }) },
          },
        },
        {
          request: { query: GuaranteeApplicantInvitationDocument, variables: { id: '5' } },
          result: { data: { guaranteeApplicantInvitation: invitation({ status: 'ACCEPTED' }) } },
        },
      ],
    });
    expect(await screen.findByText(/Anna Sigurðardóttir invites you/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept and consent' }));
    expect(
      await screen.findByText('Tick the box to consent to the credit check.'),
    ).toBeInTheDocument();
    await user.click(
      screen.getByLabelText(
        'I consent to a credit check with the credit bureau for this application.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and consent' }));
    expect(
      await screen.findByText('You have accepted. You are a co-applicant on this guarantee.'),
    ).toBeInTheDocument();
  });
});

describe('the invitation page for a guarantor', () => {
  it('says a guarantor is not on the lease, and so once accepted', async () => {
    const asked = { role: 'GUARANTOR', guaranteeStatus: 'NEEDS_GUARANTOR' };
    await renderWithApp(<ApplicantInvitationPage />, {
      user: TENANT,
      path: '/invitations/rental-guarantee/5',
      routes: [{ path: '/invitations/rental-guarantee/:id', element: <ApplicantInvitationPage /> }],
      mocks: [
        {
          request: { query: GuaranteeApplicantInvitationDocument, variables: { id: '5' } },
          result: { data: { guaranteeApplicantInvitation: invitation(asked) } },
        },
        {
          request: {
            query: AcceptGuaranteeApplicantInvitationDocument,
            variables: { input: { id: '5', consent: true } },
          },
          result: {
            data: {
              acceptGuaranteeApplicantInvitation: invitation({ ...asked, status: 'ACCEPTED' }),
            },
          },
        },
        {
          request: { query: GuaranteeApplicantInvitationDocument, variables: { id: '5' } },
          result: {
            data: { guaranteeApplicantInvitation: invitation({ ...asked, status: 'ACCEPTED' }) },
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Request to be a guarantor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are not a party to the lease\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      screen.getByLabelText(
        'I consent to a credit check with the credit bureau for this application.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and consent' }));
    expect(
      await screen.findByText('You accepted and are a guarantor of this guarantee.'),
    ).toBeInTheDocument();
  });
});

describe('the way back to an open application', () => {
  it('is shown to the main applicant while undecided only', async () => {
    const { unmount } = await renderWithApp(
      <ApplicationLink guarantee={{ id: '7', status: 'DRAFT', currentUserRole: 'PRINCIPAL' }} />,
      { user: TENANT },
    );
    expect(await screen.findByRole('link', { name: 'Applicants and decision' })).toHaveAttribute(
      'href',
      '/en/rental-guarantees/new/7',
    );
    unmount();
    await renderWithApp(
      <ApplicationLink guarantee={{ id: '7', status: 'APPROVED', currentUserRole: 'PRINCIPAL' }} />,
      { user: TENANT },
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
