import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InspectionReportDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { InspectionReportPage } from './InspectionReportPage';
import { reportFixture } from './test-fixtures';

const photo = {
  __typename: 'InspectionPhoto' as const,
  id: '1',
  fileName: 'IMG_1.jpg',
  url: '/api/inspection-photo-files/1.1.sig/',
  thumbnailUrl: '/api/inspection-photo-files/1.1.sig/?thumbnail=1',
  width: 1200,
  height: 900,
  viewerCanDelete: true,
};

describe('InspectionReportPage photos', () => {
  it('shows a subject’s photos beside it with a camera picker, and links to the photos and issues pages', async () => {
    const report = reportFixture();
    const floor = report.units[1]!.subjects[0]!;
    const withPhoto = {
      ...report,
      units: report.units.map((u) =>
        u.id === '11'
          ? {
              ...u,
              subjects: u.subjects.map((s) =>
                s.id === floor.id ? { ...s, photos: [photo] as never[] } : s,
              ),
            }
          : u,
      ),
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5',
      mocks: [
        {
          request: { query: InspectionReportDocument, variables: { id: '5' } },
          result: { data: { inspectionReport: withPhoto } },
        },
      ],
      routes: [{ path: '/en/inspection-reports/:id', element: <InspectionReportPage /> }],
    });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).getByRole('img', { name: 'Photo of Floor' })).toHaveAttribute(
      'src',
      photo.thumbnailUrl,
    );
    expect(
      within(kitchen).getByRole('button', { name: 'Add photos of Floor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute(
      'href',
      '/en/landlords/inspection-reports/5/images',
    );
    expect(screen.getByRole('link', { name: 'Issues' })).toHaveAttribute(
      'href',
      '/en/landlords/inspection-reports/5/issues',
    );
  });
});
