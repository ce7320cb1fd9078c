import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

type Report = { id: string; units: { id: string }[] };
type Signature = {
  reportStatus: string;
  signers: { role: string; status: string; declineReason: string | null }[];
  viewerCanStart: boolean;
  viewerCanSign: boolean;
  viewerCanDecline: boolean;
};

const STATUS_FIELDS = /* GraphQL */ `
  fragment SignatureFields on InspectionESignature {
    reportStatus
    signers {
      role
      status
      declineReason
    }
    viewerCanStart
    viewerCanSign
    viewerCanDecline
  }
`;
const STATUS = /* GraphQL */ `
  query Status($reportId: ID!) {
    inspectionESignature(reportId: $reportId) {
      ...SignatureFields
    }
  }
  ${STATUS_FIELDS}
`;
const START = /* GraphQL */ `
  mutation Start($input: InspectionReportIdInput!) {
    startInspectionSigning(input: $input) {
      ...SignatureFields
    }
  }
  ${STATUS_FIELDS}
`;
const DECLINE = /* GraphQL */ `
  mutation Decline($input: DeclineInspectionReportInput!) {
    declineInspectionReport(input: $input) {
      ...SignatureFields
    }
  }
  ${STATUS_FIELDS}
`;
const LINK = /* GraphQL */ `
  query Link($reportId: ID!) {
    inspectionSigningLink(reportId: $reportId) {
      url
    }
  }
`;
const PDF = /* GraphQL */ `
  query Pdf($reportId: ID!) {
    inspectionReportPdf(reportId: $reportId) {
      filename
      base64
    }
  }
`;
const ADD_ADDENDUM = /* GraphQL */ `
  mutation Add($input: CreateInspectionAddendumInput!) {
    createInspectionAddendum(input: $input) {
      id
      status
    }
  }
`;

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
});
afterAll(async () => {
  await stack?.close();
});

async function committedReport(signType: 'ELECTRONIC' | 'PAPER' = 'ELECTRONIC'): Promise<string> {
  const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    op.CONTRACT_REPORTS,
    {},
    { token: jon },
  );
  const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const created = await stack.gql<{ createInspectionReport: Report }>(
    op.CREATE,
    { input: { contractId, kind: 'MOVE_IN' } },
    { token: jon },
  );
  const report = created.data!.createInspectionReport;
  for (const unit of report.units)
    await stack.gql(
      op.FILL_ROOM,
      { input: { reportId: report.id, unitId: unit.id, condition: 'GOOD' } },
      { token: jon },
    );
  const committed = await stack.gql(
    op.COMMIT,
    { input: { reportId: report.id, signType } },
    { token: jon },
  );
  expect(committed.errors).toEqual([]);
  return report.id;
}

describe('signing an inspection report over GraphQL', () => {
  it('starts signing, hands the tenant her link, records her decline; strangers see nothing', async () => {
    const reportId = await committedReport();
    const before = await stack.gql<{ inspectionESignature: Signature }>(
      STATUS,
      { reportId },
      { token: jon },
    );
    expect(before.data!.inspectionESignature).toMatchObject({
      reportStatus: 'SIGNING',
      signers: [],
      viewerCanStart: true,
    });
    const started = await stack.gql<{ startInspectionSigning: Signature }>(
      START,
      { input: { reportId } },
      { token: jon },
    );
    expect(started.errors).toEqual([]);
    expect(started.data!.startInspectionSigning.signers.map((s) => s.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
    const again = await stack.gql(START, { input: { reportId } }, { token: jon });
    expect(codesOf(again)).toEqual(['CONFLICT']);

    const link = await stack.gql<{ inspectionSigningLink: { url: string } }>(
      LINK,
      { reportId },
      { token: anna },
    );
    expect(link.data!.inspectionSigningLink.url).toMatch(/\/sandbox\/e-sign\/[\w-]+\/$/);

    const blank = await stack.gql(DECLINE, { input: { reportId, reason: ' ' } }, { token: anna });
    expect(codesOf(blank)).toEqual(['BAD_USER_INPUT']);
    const declined = await stack.gql<{ declineInspectionReport: Signature }>(
      DECLINE,
      { input: { reportId, reason: 'Gólfið var skemmt fyrir' } },
      { token: anna },
    );
    expect(declined.errors).toEqual([]);
    expect(
      declined.data!.declineInspectionReport.signers.find((s) => s.role === 'TN'),
    ).toMatchObject({ status: 'DECLINED', declineReason: 'Gólfið var skemmt fyrir' });

    const stranger = await stack.gql<{ inspectionESignature: Signature | null }>(
      STATUS,
      { reportId },
      { token: kristin },
    );
    expect(stranger.data!.inspectionESignature).toBeNull();
    const early = await stack.gql(
      ADD_ADDENDUM,
      { input: { reportId, text: 'Of snemmt' } },
      { token: jon },
    );
    expect(codesOf(early)).toEqual(['CONFLICT']);
    const pdf = await stack.gql<{ inspectionReportPdf: { filename: string; base64: string } }>(
      PDF,
      { reportId },
      { token: anna },
    );
    expect(pdf.data!.inspectionReportPdf.filename).toBe(`uttekt-${reportId}.pdf`);
    expect(
      Buffer.from(pdf.data!.inspectionReportPdf.base64, 'base64').subarray(0, 5).toString(),
    ).toBe('%PDF-');
  });

  it('a paper report: the landlord side may record it; the scan, once recorded over REST, reads back', async () => {
    const reportId = await committedReport('PAPER');
    const PAPER = /* GraphQL */ `
      query Paper($reportId: ID!) {
        inspectionESignature(reportId: $reportId) {
          reportStatus
          viewerCanStart
          viewerCanRecordPaper
          paperScan {
            sha256
            contentType
          }
          attendance {
            userId
            role
          }
        }
      }
    `;
    const SCAN = /* GraphQL */ `
      query Scan($reportId: ID!) {
        inspectionPaperScan(reportId: $reportId) {
          filename
          contentType
          base64
        }
      }
    `;
    type Paper = {
      inspectionESignature: {
        reportStatus: string;
        viewerCanStart: boolean;
        viewerCanRecordPaper: boolean;
        paperScan: { sha256: string; contentType: string } | null;
        attendance: { userId: string; role: string }[];
      };
    };
    const before = await stack.gql<Paper>(PAPER, { reportId }, { token: jon });
    expect(before.data!.inspectionESignature).toMatchObject({
      reportStatus: 'SIGNING',
      viewerCanStart: false,
      viewerCanRecordPaper: true,
      paperScan: null,
    });
    const asTenant = await stack.gql<Paper>(PAPER, { reportId }, { token: anna });
    expect(asTenant.data!.inspectionESignature.viewerCanRecordPaper).toBe(false);
    expect(codesOf(await stack.gql(SCAN, { reportId }, { token: jon }))).toEqual(['NOT_FOUND']);

    // The scan goes straight to REST (multipart), as the web page sends it.
    const scan = Buffer.from('%PDF-1.4\n% signed on paper\n%%EOF\n');
    const form = new FormData();
    form.append('signed_on', new Date().toISOString().slice(0, 10));
    form.append(
      'signers',
      JSON.stringify(
        before
          .data!.inspectionESignature.attendance.filter((a) => a.role === 'LL' || a.role === 'TN')
          .map((a) => ({ user_id: Number(a.userId), signed: true })),
      ),
    );
    form.append('file', new Blob([scan], { type: 'application/pdf' }), 'undirritad.pdf');
    const recorded = await fetch(
      `${stack.api.url}/api/inspection-reports/${reportId}/paper-signatures/`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${jon}` },
        body: form,
      },
    );
    expect(recorded.status).toBe(201);

    const after = await stack.gql<Paper>(PAPER, { reportId }, { token: anna });
    expect(after.data!.inspectionESignature).toMatchObject({
      reportStatus: 'SIGNED',
      viewerCanRecordPaper: false,
      paperScan: { contentType: 'application/pdf' },
    });
    const back = await stack.gql<{ inspectionPaperScan: { base64: string; filename: string } }>(
      SCAN,
      { reportId },
      { token: anna },
    );
    expect(Buffer.from(back.data!.inspectionPaperScan.base64, 'base64').equals(scan)).toBe(true);
  });
});
