import type { InspectionPhotoOwner } from '@leiga/domain';
import type { ComponentProps } from 'react';
import { PhotoPicker } from './PhotoPicker';
import { PhotoThumbs } from './PhotoThumbs';
import { UploadQueue } from './UploadQueue';

/** The photos of one subject or issue on the report page: thumbnails, and while editable a picker and its uploads. */
export function TargetPhotos({
  reportId,
  target,
  name,
  photos,
  isEditable,
}: {
  reportId: string;
  target: InspectionPhotoOwner;
  name: string;
  photos: ComponentProps<typeof PhotoThumbs>['photos'];
  isEditable: boolean;
}) {
  return (
    <div className="mt-1">
      <PhotoThumbs reportId={reportId} photos={photos} name={name} />
      {isEditable && (
        <>
          <div className="mt-1">
            <PhotoPicker reportId={reportId} target={target} name={name} />
          </div>
          <UploadQueue reportId={reportId} target={target} />
        </>
      )}
    </div>
  );
}
