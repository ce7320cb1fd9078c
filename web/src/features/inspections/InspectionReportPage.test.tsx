import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AddInspectionRoomDocument,
  InspectionReportDocument,
  SetInspectionSubjectDocument,
} from '../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../test/render';
import { InspectionReportPage } from './InspectionReportPage';
import { reportFixture } from './test-fixtures';

const reportMock = (report: ReturnType<typeof reportFixture>): MockedResponse => ({
  request: { query: InspectionReportDocument, variables: { id: '5' } },
  maxUsageCount: 5,
  result: { data: { inspectionReport: report } },
});

const route = [{ path: '/en/inspection-reports/:id', element: <InspectionReportPage /> }];

describe('InspectionReportPage', () => {
  it('shows the rooms with their subjects and lets an editor choose a condition', async () => {
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
      result: { data: { setInspectionSubject: reportFixture({ floor: 'DAMAGED' }) } },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5',
      mocks: [reportMock(reportFixture()), setMock],
      routes: route,
    });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(screen.getByRole('heading', { name: 'Move-in inspection' })).toBeInTheDocument();
    expect(screen.getByText('Grettisgata 12, 101')).toBeInTheDocument();
    expect(within(kitchen).getByText('1 not checked')).toBeInTheDocument();
    const floor = within(kitchen).getByLabelText('Floor');
    expect(floor).toHaveValue('');
    await user.selectOptions(floor, 'DAMAGED');
    expect(sent).toEqual([{ reportId: '5', subjectId: '101', condition: 'DAMAGED' }]);
    expect(await within(kitchen).findByText('0 not checked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commit for signing' })).toBeInTheDocument();
  });

  it('adds a room of a chosen type with its own name', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const addMock: MockedResponse = {
      request: {
        query: AddInspectionRoomDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: { data: { addInspectionRoom: reportFixture() } },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5',
      mocks: [reportMock(reportFixture()), addMock],
      routes: route,
    });
    const form = await screen.findByRole('form', { name: 'Add a room' });
    await user.selectOptions(within(form).getByLabelText('Type of room'), 'BATHROOM');
    await user.type(within(form).getByLabelText('Name (optional)'), 'Gestasalerni');
    await user.click(within(form).getByRole('button', { name: 'Add a room' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ reportId: '5', type: 'BATHROOM', name: 'Gestasalerni' }]),
    );
    expect(
      screen.queryByRole('button', { name: 'Remove room: The apartment as a whole' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove room: Kitchen' })).toBeInTheDocument();
  });

  it('saves a note when the field is left with a changed text', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const noteMock: MockedResponse = {
      request: {
        query: SetInspectionSubjectDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: { data: { setInspectionSubject: reportFixture() } },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5',
      mocks: [reportMock(reportFixture()), noteMock],
      routes: route,
    });
    const note = await screen.findByLabelText('Note: Walls');
    await user.type(note, ' Naglagöt eftir myndir ');
    await user.tab();
    await vi.waitFor(() =>
      expect(sent).toEqual([{ reportId: '5', subjectId: '102', note: 'Naglagöt eftir myndir' }]),
    );
  });

  it('judges a new issue with the domain rule before sending it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5',
      mocks: [reportMock(reportFixture())],
      routes: route,
    });
    await user.click(await screen.findByRole('button', { name: 'Add an issue: Floor' }));
    const form = screen.getByRole('form', { name: 'New issue' });
    await user.click(within(form).getByRole('button', { name: 'Save issue' }));
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText('What is wrong')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a committed report read-only, without choices or buttons', async () => {
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/en/inspection-reports/5',
      mocks: [reportMock(reportFixture({ status: 'SIGNING', floor: 'WORN' }))],
      routes: route,
    });
    expect(await screen.findByTestId('inspection-read-only')).toHaveTextContent(
      'Committed for signing: the report can no longer be changed.',
    );
    expect(screen.getByText('Awaiting signatures')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add an issue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commit for signing' })).not.toBeInTheDocument();
    expect(screen.getByText('Worn')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a room' })).not.toBeInTheDocument();
  });
});
