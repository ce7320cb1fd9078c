import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeleteListingPhotoDocument,
  ReorderListingPhotosDocument,
} from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { PhotoUploader, type UploaderPhoto } from './PhotoUploader';
import { draftWithPhotos } from './test-fixtures';
import { UploadError, type UploadFn } from './upload';

const PHOTOS: UploaderPhoto[] = ['11', '12', '13'].map((id, i) => ({
  id,
  key: `listings/7/${id}.jpg`,
  placeholder: 'data:image/webp;base64,AAAA',
  isCover: i === 0,
  position: i,
}));

const png = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('PhotoUploader', () => {
  it('uploads several files, each with its own progress bar, and refetches after each', async () => {
    const user = userEvent.setup();
    const finish: Record<string, () => void> = {};
    const upload = vi.fn<UploadFn>(
      (_id, file, onProgress) =>
        new Promise<void>((resolve) => {
          onProgress(0.4);
          finish[file.name] = () => {
            onProgress(1);
            resolve();
          };
        }),
    );
    const onUploaded = vi.fn();
    await renderWithApp(
      <PhotoUploader listingId="7" photos={[]} onUploaded={onUploaded} upload={upload} />,
    );
    await user.upload(screen.getByTestId('photo-input'), [png('stofa.png'), png('eldhus.png')]);

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls.map((c) => c[0])).toEqual(['7', '7']);
    const bar = screen.getByRole('progressbar', { name: 'Uploading stofa.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('progressbar', { name: 'Uploading eldhus.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    finish['stofa.png']!();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    finish['eldhus.png']!();
    // Once per upload, then once more when all are done (overlapping refetches share a request).
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(3));
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  });

  it('refuses files that are not photos or too large before sending, and shows api errors', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<UploadFn>(() =>
      Promise.reject(new UploadError(400, 'validation.image_pixels')),
    );
    await renderWithApp(
      <PhotoUploader listingId="7" photos={[]} onUploaded={vi.fn()} upload={upload} />,
    );
    await user.upload(screen.getByTestId('photo-input'), [
      new File(['%PDF'], 'leigusamningur.pdf', { type: 'application/pdf' }),
      png('risastor.png', 11 * 1024 * 1024),
      png('stor.png'),
    ]);
    const rows = await screen.findAllByTestId('upload-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('alert')).toHaveTextContent(
      'Use a JPEG, PNG, WebP or HEIC photo.',
    );
    expect(within(rows[1]!).getByRole('alert')).toHaveTextContent('larger than 10 MB');
    await waitFor(() =>
      expect(within(rows[2]!).getByRole('alert')).toHaveTextContent('too many pixels'),
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('moves photos with the keyboard buttons and deletes after confirming', async () => {
    const user = userEvent.setup();
    const reorder = vi.fn(() => ({
      data: { reorderListingPhotos: draftWithPhotos('7', ['12', '11', '13']) },
    }));
    const remove = vi.fn(() => ({
      data: { deleteListingPhoto: draftWithPhotos('7', ['11', '12']) },
    }));
    const mocks = [
      {
        request: {
          query: ReorderListingPhotosDocument,
          variables: { input: { listingId: '7', photoIds: ['12', '11', '13'] } },
        },
        result: reorder,
      },
      {
        request: {
          query: DeleteListingPhotoDocument,
          variables: { input: { listingId: '7', photoId: '13' } },
        },
        result: remove,
      },
    ];
    await renderWithApp(<PhotoUploader listingId="7" photos={PHOTOS} onUploaded={vi.fn()} />, {
      mocks,
    });
    const order = () => screen.getAllByTestId('photo-item').map((el) => el.dataset.photoId);
    expect(order()).toEqual(['11', '12', '13']);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(order()).toEqual(['12', '11', '13']);
    await waitFor(() => expect(reorder).toHaveBeenCalled());
    expect(screen.getByText('Moved to place 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this photo?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
  });
});
