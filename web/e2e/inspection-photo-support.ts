import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { graphql } from './helpers';

/* Inspection photos for the e2e specs: a draft move-in with an issue, and phone photos for it. */

type Report = {
  id: string;
  units: { type: string; subjects: { id: string; tag: string }[] }[];
};

/** A move-in report on Jón's committed lease with a defect of the kitchen floor. */
export async function reportWithIssue(
  page: Page,
  token: string,
  description: string,
): Promise<string> {
  const request = page.context().request;
  const contracts = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    request,
    'query { contracts(page: 1, pageSize: 100) { items { id status } } }',
    {},
    token,
  );
  const contractId = contracts.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const created = await graphql<{ createInspectionReport: Report }>(
    request,
    `
      mutation Create($input: CreateInspectionReportInput!) {
        createInspectionReport(input: $input) {
          id
          units {
            type
            subjects {
              id
              tag
            }
          }
        }
      }
    `,
    { input: { contractId, kind: 'MOVE_IN' } },
    token,
  );
  const report = created.createInspectionReport;
  const floor = report.units
    .find((u) => u.type === 'KITCHEN')!
    .subjects.find((s) => s.tag === 'FLOOR')!;
  await graphql(
    request,
    `
      mutation Issue($input: AddInspectionIssueInput!) {
        addInspectionIssue(input: $input) {
          id
        }
      }
    `,
    { input: { reportId: report.id, subjectId: floor.id, description, severity: 'MODERATE' } },
    token,
  );
  return report.id;
}

/** A phone photo made on the spot (nothing downloaded): a few hundred KB of JPEG. */
export async function phonePhoto(name: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="100%" height="100%" fill="hsl(${hue},50%,50%)"/><circle cx="1000" cy="750" r="400" fill="hsl(${(hue + 90) % 360},60%,60%)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
