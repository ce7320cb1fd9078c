/** Operations of the inspection photo tests. */
const PHOTO = /* GraphQL */ `
  fragment PhotoFields on InspectionPhoto {
    id
    reportId
    unitId
    subjectId
    issueId
    fileName
    width
    height
    url
    thumbnailUrl
    viewerCanDelete
  }
`;

export const REPORT_PHOTOS = /* GraphQL */ `
  query ReportPhotos($id: ID!) {
    inspectionReport(id: $id) {
      id
      photos {
        ...PhotoFields
      }
      units {
        id
        photos {
          ...PhotoFields
        }
        subjects {
          id
          tag
          photos {
            ...PhotoFields
          }
          issues {
            id
            photos {
              ...PhotoFields
            }
          }
        }
      }
    }
  }
  ${PHOTO}
`;

export const DELETE_PHOTO = /* GraphQL */ `
  mutation DeletePhoto($input: DeleteInspectionPhotoInput!) {
    deleteInspectionPhoto(input: $input) {
      id
      photos {
        id
      }
    }
  }
`;
