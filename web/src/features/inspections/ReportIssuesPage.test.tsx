import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeleteInspectionPhotoDocument,
  InspectionReportMediaDocument,
} from '../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../test/render';
import { createPhotoUploadQueue, type QueuedPhoto } from './photo-upload-queue';
import { ReportImagesPage } from './ReportImagesPage';
import { ReportIssuesPage } from './ReportIssuesPage';

const thumb = (id: string, viewerCanDelete = true) => ({
  __typename: 'InspectionPhoto' as const,
  id,
  fileName: `IMG_${id}.jpg`,
  url: `/api/inspection-photo-files/${id}.1.sig/`,
  thumbnailUrl: `/api/inspection-photo-files/${id}.1.sig/?thumbnail=1`,
  width: 1200,
  height: 900,
  viewerCanDelete,
});

/** A report with a kitchen whose floor has one defect, with `photos` photos of it. */
function mediaReport(photos: string[], viewerCanEdit = true) {
  return {
    __typename: 'InspectionReport' as const,
    id: '5',
    kind: 'MOVE_IN' as const,
    status: 'DRAFT' as const,
    viewerCanEdit,
    address: {
      __typename: 'ContractAddress' as const,
      street: 'Grettisgata 12',
      postalCode: '101',
    },
    units: [
      {
        __typename: 'InspectionUnit' as const,
        id: '11',
        type: 'KITCHEN' as const,
        name: null,
        photos: [],
        subjects: [
          {
            __typename: 'InspectionSubject' as const,
            id: '101',
            tag: 'FLOOR' as const,
            name: null,
            photos: [],
            issues: [
              {
                __typename: 'InspectionIssue' as const,
                id: '900',
                description: 'Rispur í parketi',
                severity: 'MODERATE' as const,
                responsibility: 'LANDLORD' as const,
                isCarried: false,
                photos: photos.map((id) => thumb(id)),
              },
            ],
          },
        ],
      },
    ],
  };
}

const mediaMock = (photos: string[], viewerCanEdit = true): MockedResponse => ({
  request: { query: InspectionReportMediaDocument, variables: { id: '5' } },
  result: { data: { inspectionReport: mediaReport(photos, viewerCanEdit) } },
});

const issuesRoute = (queue: ReturnType<typeof createPhotoUploadQueue>) => [
  {
    path: '/en/landlords/inspection-reports/:id/issues',
    element: <ReportIssuesPage queue={queue} />,
  },
];

const offlineFree = {
  isOnline: () => true,
  onOnline: () => () => undefined,
  setTimer: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

describe('ReportIssuesPage', () => {
  it('uploads photos of an issue in the background with progress, then shows them', async () => {
    const user = userEvent.setup();
    const sent: QueuedPhoto[] = [];
    let finish: () => void = () => undefined;
    const queue = createPhotoUploadQueue((photo, onProgress) => {
      sent.push(photo);
      onProgress(0.4);
      return new Promise<void>((resolve) => (finish = resolve));
    }, offlineFree);
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/landlords/inspection-reports/5/issues',
      mocks: [mediaMock(['1']), mediaMock(['1', '2'])],
      routes: issuesRoute(queue),
    });
    const card = await screen.findByRole('article', {
      name: 'Kitchen: Floor: Rispur í parketi',
    });
    expect(within(card).getAllByTestId('inspection-photo')).toHaveLength(1);
    const input = within(card).getByTestId('inspection-photo-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      new File([new Uint8Array(4096)], 'IMG_2.jpg', { type: 'image/jpeg' }),
    ]);
    expect(sent.map((p) => [p.reportId, p.target])).toEqual([['5', { kind: 'issue', id: 900 }]]);
    expect(
      await within(card).findByRole('progressbar', { name: 'Uploading IMG_2.jpg, 40%' }),
    ).toHaveAttribute('aria-valuenow', '40');
    finish();
    await vi.waitFor(() => expect(within(card).getAllByTestId('inspection-photo')).toHaveLength(2));
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a photo was refused and keeps it to try again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const queue = createPhotoUploadQueue(() => Promise.resolve(), offlineFree);
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/landlords/inspection-reports/5/issues',
      mocks: [mediaMock([])],
      routes: issuesRoute(queue),
    });
    const card = await screen.findByRole('article');
    await user.upload(within(card).getByTestId('inspection-photo-input'), [
      new File(['%PDF-'], 'leigusamningur.pdf', { type: 'application/pdf' }),
    ]);
    expect(
      await within(card).findByText('Only photos (JPEG, PNG, WebP, HEIC) can be added.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('leigusamningur.pdf was not uploaded')).toBeInTheDocument();
  });

  it('asks before deleting a photo, then deletes it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const deleteMock: MockedResponse = {
      request: {
        query: DeleteInspectionPhotoDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: {
          deleteInspectionPhoto: {
            __typename: 'InspectionReport',
            id: '5',
            units: mediaReport([]).units.map((u) => ({
              ...u,
              subjects: u.subjects.map((s) => ({
                __typename: s.__typename,
                id: s.id,
                photos: [],
                issues: s.issues.map((i) => ({ __typename: i.__typename, id: i.id, photos: [] })),
              })),
            })),
          },
        },
      },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/landlords/inspection-reports/5/issues',
      mocks: [mediaMock(['1']), deleteMock],
      routes: issuesRoute(createPhotoUploadQueue(() => Promise.resolve(), offlineFree)),
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Delete this photo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(sent).toEqual([{ reportId: '5', photoId: '1' }]));
    await vi.waitFor(() =>
      expect(within(card).queryAllByTestId('inspection-photo')).toHaveLength(0),
    );
  });
});

describe('ReportImagesPage', () => {
  it('shows every photo room by room, and no picker to a reader', async () => {
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/en/tenants/inspection-reports/5/images',
      mocks: [mediaMock(['1', '2'], false)],
      routes: [
        { path: '/en/tenants/inspection-reports/:id/images', element: <ReportImagesPage /> },
      ],
    });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).getByText('2 photos')).toBeInTheDocument();
    expect(within(kitchen).getAllByRole('img', { name: 'Photo of Rispur í parketi' })).toHaveLength(
      2,
    );
    expect(screen.queryByTestId('inspection-photo-input')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Issues' })).toHaveAttribute(
      'href',
      '/en/tenants/inspection-reports/5/issues',
    );
  });
});
