import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AddInspectionDefectDocument,
  InspectionDefectWindowDocument,
  InspectionReportDocument,
} from '../../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../../test/render';
import { InspectionReportPage } from '../InspectionReportPage';
import { reportFixture } from '../test-fixtures';
import { DefectWindowPage } from './DefectWindowPage';

const TOKEN = 'link-token';
const ENDS_AT = '2026-12-08T12:00:00.000Z';

const photo = (id: string) => ({
  __typename: 'InspectionDefectPhoto' as const,
  id,
  url: `/api/inspection-defect-photo-files/${id}.1.sig/`,
  thumbnailUrl: `/api/inspection-defect-photo-files/${id}.1.sig/?thumbnail=1`,
});

const addendum = (
  id: string,
  text: string,
  createdById: string,
  photos: ReturnType<typeof photo>[] = [],
) => ({
  __typename: 'InspectionAddendum' as const,
  id,
  status: 'COMMITTED' as const,
  text,
  createdById,
  createdAt: '2026-11-24T12:00:00.000Z',
  photos,
});

type Window = { open: boolean; code: 'DEFECT_WINDOW_CLOSED' | 'NOT_SIGNED' | null };

const windowMock = (
  window: Window | null,
  addenda: ReturnType<typeof addendum>[] = [],
  errors?: GraphQLError[],
): MockedResponse => ({
  request: { query: InspectionDefectWindowDocument, variables: { reportId: '5', token: TOKEN } },
  result: {
    data: {
      inspectionDefectWindow: window && {
        __typename: 'InspectionDefectWindow',
        reportId: '5',
        endsAt: ENDS_AT,
        ...window,
      },
      inspectionAddenda: addenda,
    },
    errors,
  },
});

const routes = [
  { path: '/en/tenants/inspection-reports/:id/defects', element: <DefectWindowPage /> },
];

const renderPage = (mocks: MockedResponse[], token = TOKEN) =>
  renderWithApp(<div />, {
    user: TENANT,
    path: `/en/tenants/inspection-reports/5/defects${token ? `?token=${token}` : ''}`,
    mocks,
    routes,
  });

describe('DefectWindowPage', () => {
  it('shows the deadline and the tenant’s own defects, judges the form, adds a defect', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const addMock: MockedResponse = {
      request: {
        query: AddInspectionDefectDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: {
          addInspectionDefect: addendum('12', '[major] Svalahurð: Lekur í rigningu', '1'),
        },
      },
    };
    await renderPage([
      windowMock({ open: true, code: null }, [
        addendum('10', '[minor] Bathroom tap: Drips all night', '1', [photo('7')]),
        addendum('11', 'The landlord’s own note', '2'),
      ]),
      addMock,
    ]);
    expect(await screen.findByTestId('defect-window-deadline')).toHaveTextContent(
      /Until \d\d\.12\.2026 you can add defects/,
    );
    const list = screen.getByTestId('tenant-defects');
    expect(within(list).getByText('Bathroom tap')).toBeInTheDocument();
    expect(within(list).getByText(/Minor/)).toBeInTheDocument();
    expect(screen.queryByText('The landlord’s own note')).toBeNull();
    expect(within(list).getByAltText('Photo 1 of the defect: Bathroom tap')).toHaveAttribute(
      'src',
      '/api/inspection-defect-photo-files/7.1.sig/?thumbnail=1',
    );

    await user.click(screen.getByRole('button', { name: 'Add defect' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/What/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Choose how serious the issue is.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Keyboard only: type, tab to the severity radios, pick with the arrow keys; past "Add photos".
    await user.type(screen.getByLabelText(/What/), 'Svalahurð');
    await user.type(screen.getByLabelText('Description'), 'Lekur í rigningu');
    await user.click(screen.getByRole('radio', { name: 'Moderate' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Major' })).toBeChecked();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(
      await screen.findByText('The defect has been added to the move-in report.'),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        reportId: '5',
        token: TOKEN,
        subject: 'Svalahurð',
        description: 'Lekur í rigningu',
        severity: 'MAJOR',
      },
    ]);
    expect(within(list).getByText('Svalahurð')).toBeInTheDocument();
    expect(screen.getByLabelText(/What/)).toHaveValue('');
  });

  it('lets the tenant choose photos before adding, checks them, and take one off again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPage([windowMock({ open: true, code: null })]);
    const input = await screen.findByTestId('defect-photo-input');
    const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
    await user.upload(input, [jpeg('krani.jpg'), jpeg('vaskur.jpg')]);
    expect(screen.getByText('krani.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove krani.jpg' }));
    expect(screen.queryByText('krani.jpg')).toBeNull();
    expect(screen.getByText('vaskur.jpg')).toBeInTheDocument();

    await user.upload(input, new File(['%PDF'], 'reikningur.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/photo|JPEG/i);
    expect(screen.queryByText('reikningur.pdf')).toBeNull();

    await user.upload(
      input,
      Array.from({ length: 6 }, (_, i) => jpeg(`mynd-${i}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A defect can have at most 6 photos.');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });

  it('says when the tenant has added nothing yet', async () => {
    await renderPage([windowMock({ open: true, code: null })]);
    expect(await screen.findByText('You have not added any defects yet.')).toBeInTheDocument();
  });

  it('explains a closed window and offers no form', async () => {
    await renderPage([windowMock({ open: false, code: 'DEFECT_WINDOW_CLOSED' })]);
    expect(await screen.findByText('Defects can no longer be added')).toBeInTheDocument();
    expect(
      screen.getByText('The window to add defects to this move-in report has closed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add defect' })).toBeNull();
  });

  it('explains a report that is not signed yet', async () => {
    await renderPage([windowMock({ open: false, code: 'NOT_SIGNED' })]);
    expect(await screen.findByText('The move-in report is not signed yet.')).toBeInTheDocument();
  });

  it('says a link that is not the tenant’s is not valid, with or without a token', async () => {
    const forbidden = new GraphQLError('Not valid.', {
      extensions: { code: 'FORBIDDEN', reason: 'defect_link_invalid' },
    });
    await renderPage([windowMock(null, [], [forbidden])]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid for you. Open the link you were sent while signed in.',
    );
    expect(screen.queryByRole('button', { name: 'Add defect' })).toBeNull();
  });

  it('treats a link without a token as not valid, without asking the graph', async () => {
    await renderPage([], '');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid for you.');
  });
});

describe('the fire-safety section of the report page', () => {
  it('lists each item from the lease with its status', async () => {
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/en/inspection-reports/5',
      mocks: [
        {
          request: { query: InspectionReportDocument, variables: { id: '5' } },
          result: { data: { inspectionReport: reportFixture({ status: 'SIGNED' }) } },
        },
      ],
      routes: [{ path: '/en/inspection-reports/:id', element: <InspectionReportPage /> }],
    });
    const section = await screen.findByRole('region', { name: 'Fire safety' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      "Smoke detectors1 of the 3 the home's size requiresToo few",
      'Fire extinguisherIn place',
      'Escape routesIn place',
    ]);
    expect(section).toHaveTextContent('Fire safety falls short');
  });
});
