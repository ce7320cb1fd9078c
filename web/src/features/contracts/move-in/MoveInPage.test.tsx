import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractMoveInDocument, type ContractMoveInQuery } from '../../../__generated__/graphql';
import { renderWithApp, TENANT } from '../../../test/render';
import { moveInSteps } from './model';
import { MoveInPage } from './MoveInPage';

type Contract = NonNullable<ContractMoveInQuery['contract']>;
type Guarantee = ContractMoveInQuery['myRentalGuarantees']['items'][number];

function lease(over: Partial<Contract> = {}): Contract {
  return {
    __typename: 'Contract',
    id: '9',
    status: 'SIGNED',
    committed: true,
    startDate: '2027-01-01',
    insuranceType: 'RENTAL_GUARANTEE',
    realEstate: {
      __typename: 'ContractRealEstate',
      address: { __typename: 'ContractAddress', street: 'Njálsgata 23', postalCode: '101' },
    },
    inspectionReports: [],
    keyHandovers: [],
    paymentSchedule: {
      __typename: 'PaymentSchedule',
      currency: 'ISK',
      items: [
        {
          __typename: 'PaymentScheduleItem',
          id: 'b',
          dueDate: '2027-02-01',
          amountDue: 250_450,
          status: 'UPCOMING',
        },
        {
          __typename: 'PaymentScheduleItem',
          id: 'a',
          dueDate: '2027-01-01',
          amountDue: 250_450,
          status: 'PAID',
        },
      ],
    },
    ...over,
  } as Contract;
}

const guarantee = (status: string, contractId = '9'): Guarantee =>
  ({ __typename: 'RentalGuarantee', id: '3', contractId, status }) as Guarantee;

const stateOf = (steps: ReturnType<typeof moveInSteps>) =>
  Object.fromEntries(steps.map((s) => [s.name, s.state]));

describe('moving in, step by step', () => {
  it('reads each step from the lease: signing, HMS, guarantee, inspection, keys, first rent', () => {
    expect(stateOf(moveInSteps(lease(), [guarantee('ACTIVE')]))).toEqual({
      signed: 'done',
      // Signed: on its way to HMS's register.
      registered: 'under_way',
      guarantee: 'done',
      inspection: 'waiting',
      keys: 'waiting',
      first_rent: 'done',
    });
    const underWay = moveInSteps(
      lease({
        status: 'REGISTERED',
        inspectionReports: [
          { __typename: 'InspectionReport', id: '4', kind: 'MOVE_IN', status: 'SIGNING' },
        ],
        keyHandovers: [
          {
            __typename: 'KeyHandover',
            id: '1',
            handedOverOn: '2027-01-02',
            direction: 'TO_TENANT',
            keyCount: 2,
          },
          {
            __typename: 'KeyHandover',
            id: '2',
            handedOverOn: '2027-01-01',
            direction: 'TO_TENANT',
            keyCount: 1,
          },
        ],
      } as Partial<Contract>),
      [guarantee('ASSESSED'), guarantee('ACTIVE', '77')],
    );
    expect(stateOf(underWay)).toMatchObject({
      registered: 'done',
      guarantee: 'under_way',
      inspection: 'under_way',
      keys: 'done',
    });
    expect(underWay.find((s) => s.name === 'keys')).toMatchObject({
      keyCount: 3,
      handedOverOn: '2027-01-01',
    });
  });

  it('asks for no guarantee when the lease is secured otherwise, and says when signing waits', () => {
    const steps = moveInSteps(lease({ status: 'COMMITTED', insuranceType: 'DEPOSIT' }), []);
    expect(steps.map((s) => s.name)).not.toContain('guarantee');
    expect(stateOf(steps)).toMatchObject({ signed: 'waiting', registered: 'waiting' });
  });
});

/** The page for lease 9, as its tenant, without guarantees of her own. */
function renderMoveIn(contract: Contract) {
  return renderWithApp(<MoveInPage />, {
    user: TENANT,
    path: '/en/tenants/rental-contracts/9/move-in',
    routes: [{ path: '/en/tenants/rental-contracts/:id/move-in', element: <MoveInPage /> }],
    mocks: [
      {
        request: { query: ContractMoveInDocument, variables: { id: '9' } },
        result: {
          data: {
            contract,
            myRentalGuarantees: { __typename: 'RentalGuaranteePage', items: [] },
          },
        },
      },
    ],
  });
}

describe('MoveInPage', () => {
  it('lists the steps with their state and where to follow each up', async () => {
    await renderMoveIn(lease());
    expect(await screen.findByRole('heading', { name: 'Moving in', level: 1 })).toBeVisible();
    expect(screen.getByText('Njálsgata 23, 101 · from 01.01.2027')).toBeInTheDocument();
    expect(screen.getByTestId('move-in-progress')).toHaveTextContent('2 of 6 done');
    const guaranteeStep = screen.getByTestId('move-in-guarantee');
    expect(guaranteeStep).toHaveAttribute('data-state', 'waiting');
    expect(
      within(guaranteeStep).getByRole('link', { name: 'Apply for a rental guarantee' }),
    ).toHaveAttribute('href', '/en/rental-guarantees/new/rental-contract');
    expect(screen.getByTestId('move-in-first_rent')).toHaveTextContent(
      'Paid: ISK 250,450, due 01.01.2027.',
    );
    expect(
      within(screen.getByTestId('move-in-inspection')).getByRole('link', {
        name: "The lease's inspections",
      }),
    ).toHaveAttribute('href', '/en/tenants/rental-contracts/9/inspection-report');
  });
});

describe('MoveInPage, the first rent late', () => {
  it('says the first rent is unpaid after its final due date, not merely waiting', async () => {
    const late = lease();
    late.paymentSchedule!.items[1]!.status = 'LATE';
    await renderMoveIn(late);
    expect(await screen.findByTestId('move-in-first_rent')).toHaveTextContent(
      'Unpaid after the final due date: ISK 250,450, due 01.01.2027.',
    );
    expect(screen.getByTestId('move-in-first_rent')).toHaveAttribute('data-state', 'waiting');
  });
});
