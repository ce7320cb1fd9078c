import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DeleteInspectionPhotoDocument,
  InspectionReportMediaDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { createPhotoUploadQueue } from '../photo-upload-queue';
import { MediaStepPage } from './MediaStepPage';
import { PhotoStepPage } from './PhotoStepPage';

const photo = (id: string, viewerCanDelete = true) => ({
  __typename: 'InspectionPhoto' as const,
  id,
  fileName: `IMG_${id}.jpg`,
  url: `/api/inspection-photo-files/${id}.1.sig/`,
  thumbnailUrl: `/api/inspection-photo-files/${id}.1.sig/?thumbnail=1`,
  width: 1200,
  height: 900,
  viewerCanDelete,
});

/** A kitchen with a photo of its own, and a floor with a defect that has `issuePhotos`. */
function mediaReport(issuePhotos: string[], roomPhotos: string[] = ['1']) {
  return {
    __typename: 'InspectionReport' as const,
    id: '5',
    kind: 'MOVE_IN' as const,
    status: 'DRAFT' as const,
    viewerCanEdit: true,
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
        photos: roomPhotos.map((id) => photo(id)),
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
                description: 'Scratched parquet',
                severity: 'MODERATE' as const,
                responsibility: 'LANDLORD' as const,
                isCarried: false,
                photos: issuePhotos.map((id) => photo(id)),
              },
            ],
          },
        ],
      },
    ],
  };
}

const mediaMock = (report: ReturnType<typeof mediaReport>): MockedResponse => ({
  request: { query: InspectionReportMediaDocument, variables: { id: '5' } },
  maxUsageCount: 3,
  result: { data: { inspectionReport: report } },
});

const offlineFree = {
  isOnline: () => true,
  onOnline: () => () => undefined,
  setTimer: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

const routes = (queue: ReturnType<typeof createPhotoUploadQueue>) => [
  { path: '/en/inspection-reports/:id/edit/media', element: <MediaStepPage queue={queue} /> },
  {
    path: '/en/inspection-reports/:id/edit/media/:photo',
    element: <PhotoStepPage queue={queue} />,
  },
];

describe('media steps', () => {
  it('lists every photo with what it shows, each opening its own page', async () => {
    const user = userEvent.setup();
    const queue = createPhotoUploadQueue(() => Promise.resolve(), offlineFree);
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/media',
      mocks: [mediaMock(mediaReport(['2']))],
      routes: routes(queue),
    });
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('2 photos')).toBeInTheDocument();
    const list = screen.getByTestId('media-step-photos');
    expect(within(list).getByRole('link', { name: 'Open photo 1: Room: Kitchen' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5/edit/media/1',
    );
    await user.click(
      within(list).getByRole('link', {
        name: 'Open photo 2: Room: Kitchen, Item: Floor, Defect: Scratched parquet',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(screen.getByTestId('photo-targets')).toHaveTextContent(
      'Room: KitchenItem: FloorDefect: Scratched parquet',
    );
    expect(screen.getByRole('link', { name: 'Previous photo' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5/edit/media/1',
    );
  });

  it('deletes a photo after confirmation and returns to all photos', async () => {
    const user = userEvent.setup();
    const queue = createPhotoUploadQueue(() => Promise.resolve(), offlineFree);
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
            units: [
              {
                __typename: 'InspectionUnit',
                id: '11',
                photos: [{ __typename: 'InspectionPhoto', id: '1' }],
                subjects: [
                  {
                    __typename: 'InspectionSubject',
                    id: '101',
                    photos: [],
                    issues: [{ __typename: 'InspectionIssue', id: '900', photos: [] }],
                  },
                ],
              },
            ],
          },
        },
      },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/media/2',
      mocks: [mediaMock(mediaReport(['2'])), deleteMock],
      routes: routes(queue),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Delete this photo from the report? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('1 photo')).toBeInTheDocument();
    expect(sent).toEqual([{ reportId: '5', photoId: '2' }]);
  });

  it('an unknown photo says so; a report without photos says how to add them', async () => {
    const queue = createPhotoUploadQueue(() => Promise.resolve(), offlineFree);
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/media/77',
      mocks: [mediaMock(mediaReport([], []))],
      routes: routes(queue),
    });
    expect(
      await screen.findByText('This photo is not on the report (it may have been deleted).'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to all photos' }));
    expect(
      await screen.findByText('No photos yet. Take them room by room on the rooms step.'),
    ).toBeInTheDocument();
  });
});
