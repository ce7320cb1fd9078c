import type {
  InspectionIssueResolvers,
  InspectionPhotoResolvers,
  InspectionReportResolvers,
  InspectionSubjectResolvers,
  InspectionUnitResolvers,
  MutationResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** A photo's fields: snake_case REST onto camelCase. */
export const InspectionPhoto: InspectionPhotoResolvers = {
  reportId: (p) => p.report_id,
  unitId: (p) => p.unit_id,
  subjectId: (p) => p.subject_id,
  issueId: (p) => p.issue_id,
  fileName: (p) => p.file_name,
  thumbnailUrl: (p) => p.thumbnail_url,
  createdAt: (p) => p.created_at,
  viewerCanDelete: (p) => p.viewer_can_delete,
};

/** Photos of a report and of its parts: every one the operation asks for in one REST call. */
export const ReportPhotos: Pick<InspectionReportResolvers, 'photos'> = {
  photos: (r, _args, { dataSources }) => dataSources.inspectionPhotos.photosOf('report', r.id),
};
export const UnitPhotos: Pick<InspectionUnitResolvers, 'photos'> = {
  photos: (u, _args, { dataSources }) => dataSources.inspectionPhotos.photosOf('unit', u.id),
};
export const SubjectPhotos: Pick<InspectionSubjectResolvers, 'photos'> = {
  photos: (s, _args, { dataSources }) => dataSources.inspectionPhotos.photosOf('subject', s.id),
};
export const IssuePhotos: Pick<InspectionIssueResolvers, 'photos'> = {
  photos: (i, _args, { dataSources }) => dataSources.inspectionPhotos.photosOf('issue', i.id),
};

/** Uploads go to REST (multipart with progress); deleting answers the report as it is now. */
export const InspectionPhotosMutation: Pick<MutationResolvers, 'deleteInspectionPhoto'> = {
  deleteInspectionPhoto: async (_root, { input }, { dataSources }) => {
    const reportId = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionPhotos.remove(reportId, toRestId(input.photoId, 'photoId'));
    return dataSources.inspections.report(reportId);
  },
};
