import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  InspectionStepsDocument,
  SetInspectionSubjectDocument,
  type InspectionCondition,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { reportFixture } from '../test-fixtures';
import { RoomStepPage } from './RoomStepPage';

/** The steps operation's answer: the report fixture with the rooms step's check. */
function stepsFixture(floor: InspectionCondition | null, viewerCanEdit = true) {
  const base = reportFixture({ viewerCanEdit, ...(floor ? { floor } : {}) });
  return {
    ...base,
    keyTransactions: [],
    meterReadings: [],
    stepChecks: [
      {
        __typename: 'InspectionStepCheck' as const,
        step: 'rooms',
        valid: floor !== null,
        problems:
          floor === null
            ? [
                {
                  __typename: 'InspectionStepProblem' as const,
                  path: 'subjects.101',
                  code: 'inspections.errors.condition_missing',
                },
              ]
            : [],
      },
    ],
    comments: {
      __typename: 'InspectionCommentPage' as const,
      count: 0,
      hasNextPage: false,
      items: [],
    },
  };
}

const stepsMock = (report: ReturnType<typeof stepsFixture>): MockedResponse => ({
  request: { query: InspectionStepsDocument, variables: { id: '5' } },
  result: { data: { __typename: 'Query', inspectionReport: report } },
});

const renderRoom = (room: string, mocks: MockedResponse[]) =>
  renderWithApp(<div />, {
    user: LANDLORD,
    path: `/en/inspection-reports/5/edit/rooms/${room}`,
    mocks,
    routes: [{ path: '/en/inspection-reports/:id/edit/rooms/:room', element: <RoomStepPage /> }],
  });

describe('RoomStepPage', () => {
  it('shows one room with condition buttons, stores a condition and reads the step check again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const setMock: MockedResponse = {
      request: {
        query: SetInspectionSubjectDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: { __typename: 'Mutation', setInspectionSubject: reportFixture({ floor: 'GOOD' }) },
      },
    };
    await renderRoom('11', [
      stepsMock(stepsFixture(null)),
      setMock,
      stepsMock(stepsFixture('GOOD')),
    ]);

    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(screen.getByText('Room 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('rooms-step-status')).toHaveTextContent(
      '1 item in the rooms still needs a condition.',
    );
    expect(screen.getByRole('link', { current: 'step' })).toHaveAccessibleName(/^Rooms/);
    expect(
      screen.getByRole('link', { name: 'Previous room: The apartment as a whole' }),
    ).toHaveAttribute('href', '/en/inspection-reports/5/edit/rooms/10');
    expect(screen.queryByRole('link', { name: /^Next room/ })).not.toBeInTheDocument();

    const floor = within(kitchen).getByRole('group', { name: 'Condition of Floor' });
    const good = within(floor).getByRole('button', { name: 'Good' });
    expect(good).toHaveAttribute('aria-pressed', 'false');
    await user.click(good);
    expect(await screen.findByText('Every room is checked.')).toBeInTheDocument();
    expect(
      within(within(kitchen).getByRole('group', { name: 'Condition of Floor' })).getByRole(
        'button',
        { name: 'Good' },
      ),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toEqual([{ reportId: '5', subjectId: '101', condition: 'GOOD' }]);
    expect(
      within(kitchen).getByRole('button', { name: 'Add photos of Floor' }),
    ).toBeInTheDocument();
  });

  it('an unknown room says so and leads to the first room', async () => {
    await renderRoom('999', [stepsMock(stepsFixture(null))]);
    expect(
      await screen.findByText('This room is not on the report (it may have been removed).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first room' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5/edit/rooms/10',
    );
  });

  it('a report that is no longer a draft shows conditions without buttons', async () => {
    await renderRoom('10', [stepsMock(stepsFixture('GOOD', false))]);
    const apartment = await screen.findByRole('region', { name: 'The apartment as a whole' });
    expect(screen.getByText('This report can no longer be changed.')).toBeInTheDocument();
    expect(within(apartment).queryByRole('group')).not.toBeInTheDocument();
    expect(within(apartment).getByText('Good')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next room: Kitchen' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5/edit/rooms/11',
    );
  });
});
