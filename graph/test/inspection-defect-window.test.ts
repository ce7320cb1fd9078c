import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import { MY_NOTIFICATIONS } from './notifications.operations.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

const WINDOW = /* GraphQL */ `
  query Window($reportId: ID!, $token: String!) {
    inspectionDefectWindow(reportId: $reportId, token: $token) {
      reportId
      open
      endsAt
      code
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddInspectionDefectInput!) {
    addInspectionDefect(input: $input) {
      id
      status
      text
      createdById
    }
  }
`;
const ADDENDA = /* GraphQL */ `
  query Addenda($reportId: ID!) {
    inspectionAddenda(reportId: $reportId) {
      id
      createdById
      photos {
        id
        fileName
        width
        thumbnailUrl
      }
    }
  }
`;
const FIRE_SAFETY = /* GraphQL */ `
  query FireSafety($id: ID!) {
    inspectionReport(id: $id) {
      id
      fireSafety {
        hasIssue
        items {
          item
          status
          required
          declaredCount
        }
      }
    }
  }
`;
const ME = /* GraphQL */ `
  query {
    me {
      id
    }
  }
`;

type Notification = { type: string; targetPath: string };

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;

beforeAll(async () => {
  stack = await startStack();
  const app = stack.api.app;
  // The sandbox calls the api's webhook in process (its URL is not this test api's port).
  app.ctx.providers.eSignatureSandbox.useSender(async ({ headers, body }) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/webhooks/e-signature/',
      headers,
      payload: body,
    });
    return { status: reply.statusCode };
  });
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const rest = async <T>(path: string, init: { method?: string; token?: string } = {}) => {
  const response = await fetch(`${stack.api.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** Signs in the e-signature sandbox as the link's holder and waits for the result. */
async function signInSandbox(token: string, reportId: string) {
  const link = await stack.gql<{ inspectionSigningLink: { url: string } }>(
    /* GraphQL */ `
      query Link($reportId: ID!) {
        inspectionSigningLink(reportId: $reportId) {
          url
        }
      }
    `,
    { reportId },
    { token },
  );
  const signing = /\/sandbox\/e-sign\/([\w-]+)\//.exec(link.data!.inspectionSigningLink.url)![1]!;
  expect((await rest(`sandbox/e-sign/${signing}/`, { method: 'POST' })).status).toBe(200);
  for (let i = 0; i < 100; i++) {
    const state = await rest<{ status: string }>(`sandbox/e-sign/${signing}/status/`, {
      method: 'POST',
    });
    if (state.status !== 200 || state.body.status !== 'pending') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox never finished signing');
}

/** Jón's committed lease: a move-in report both parties signed, its events delivered. */
async function signedMoveIn(): Promise<string> {
  const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    op.CONTRACT_REPORTS,
    {},
    { token: jon },
  );
  const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const created = await stack.gql<{
    createInspectionReport: { id: string; units: { id: string }[] };
  }>(op.CREATE, { input: { contractId, kind: 'MOVE_IN' } }, { token: jon });
  const report = created.data!.createInspectionReport;
  for (const unit of report.units)
    await stack.gql(
      op.FILL_ROOM,
      { input: { reportId: report.id, unitId: unit.id, condition: 'GOOD' } },
      { token: jon },
    );
  await stack.gql(
    op.COMMIT,
    { input: { reportId: report.id, signType: 'ELECTRONIC' } },
    { token: jon },
  );
  const started = await stack.gql(
    /* GraphQL */ `
      mutation Start($input: InspectionReportIdInput!) {
        startInspectionSigning(input: $input) {
          reportStatus
        }
      }
    `,
    { input: { reportId: report.id } },
    { token: jon },
  );
  expect(started.errors).toEqual([]);
  await signInSandbox(jon, report.id);
  await signInSandbox(anna, report.id);
  await stack.api.app.ctx.events.kick();
  return report.id;
}

/** The token in the link of Anna's in-app notification for this report. */
async function linkToken(reportId: string): Promise<string> {
  const answer = await stack.gql<{ myNotifications: { items: Notification[] } }>(
    MY_NOTIFICATIONS,
    { page: 1, pageSize: 50 },
    { token: anna },
  );
  const path = answer
    .data!.myNotifications.items.filter((n) => n.type === 'INSPECTION_DEFECT_WINDOW')
    .map((n) => n.targetPath)
    .find((p) => p.startsWith(`/tenants/inspection-reports/${reportId}/defects?token=`));
  if (!path) throw new Error(`no defect link for report ${reportId}`);
  return new URL(path, 'http://x').searchParams.get('token')!;
}

const defect = {
  subject: 'Blöndunartæki á baði',
  description: 'Lekur alla nóttina',
  severity: 'MINOR',
};

describe('the tenant’s defect window over GraphQL', () => {
  let reportId: string;
  let token: string;

  beforeAll(async () => {
    reportId = await signedMoveIn();
    token = await linkToken(reportId);
  }, 60_000);

  it('reads the open window and adds a defect as a final addendum of the tenant', async () => {
    const window = await stack.gql<{
      inspectionDefectWindow: { open: boolean; endsAt: string; code: string | null };
    }>(WINDOW, { reportId, token }, { token: anna });
    expect(window.errors).toEqual([]);
    expect(window.data!.inspectionDefectWindow).toMatchObject({ reportId, open: true, code: null });
    const days = (Date.parse(window.data!.inspectionDefectWindow.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const added = await stack.gql<{
      addInspectionDefect: { status: string; text: string; createdById: string };
    }>(ADD, { input: { reportId, token, ...defect } }, { token: anna });
    expect(added.errors).toEqual([]);
    const me = await stack.gql<{ me: { id: string } }>(ME, {}, { token: anna });
    expect(added.data!.addInspectionDefect).toMatchObject({
      status: 'COMMITTED',
      text: '[minor] Blöndunartæki á baði: Lekur alla nóttina',
      createdById: me.data!.me.id,
    });
    // A photo of the defect goes straight to REST (multipart), as the web page sends it.
    const form = new FormData();
    form.append('token', token);
    form.append('client_key', 'defect-photo-1');
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'krani.jpg');
    const defectId = (added.data!.addInspectionDefect as { id?: string }).id;
    const uploaded = await fetch(
      `${stack.api.url}/api/inspection-reports/${reportId}/defect-window/${defectId}/photos/`,
      { method: 'POST', headers: { authorization: `Bearer ${anna}` }, body: form },
    );
    expect(uploaded.status).toBe(201);

    const addenda = await stack.gql<{
      inspectionAddenda: { createdById: string; photos: { fileName: string; width: number }[] }[];
    }>(ADDENDA, { reportId }, { token: jon });
    expect(addenda.errors).toEqual([]);
    expect(addenda.data!.inspectionAddenda.map((a) => a.createdById)).toEqual([me.data!.me.id]);
    expect(addenda.data!.inspectionAddenda[0]!.photos).toMatchObject([
      { fileName: 'krani.jpg', width: 640 },
    ]);
  });

  it('maps a bad link to FORBIDDEN, bad input to field errors and a stranger to null', async () => {
    const forged = await stack.gql(
      WINDOW,
      { reportId, token: `${token.slice(0, -2)}xx` },
      { token: anna },
    );
    expect(codesOf(forged)).toEqual(['FORBIDDEN']);
    expect(forged.errors[0]!.extensions!['reason']).toBe('defect_link_invalid');
    const byLandlord = await stack.gql(
      ADD,
      { input: { reportId, token, ...defect } },
      { token: jon },
    );
    expect(codesOf(byLandlord)).toEqual(['FORBIDDEN']);
    const empty = await stack.gql(
      ADD,
      { input: { reportId, token, subject: ' ', description: '', severity: 'MAJOR' } },
      { token: anna },
    );
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(empty.errors[0]!.extensions!['fields'] as object).sort()).toEqual([
      'description',
      'subject',
    ]);
    const stranger = await stack.gql<{ inspectionDefectWindow: null }>(
      WINDOW,
      { reportId, token },
      { token: kristin },
    );
    expect(stranger.errors).toEqual([]);
    expect(stranger.data!.inspectionDefectWindow).toBeNull();
  });

  it('reads the report’s fire safety from its contract', async () => {
    const answer = await stack.gql<{
      inspectionReport: { fireSafety: { hasIssue: boolean; items: { item: string }[] } };
    }>(FIRE_SAFETY, { id: reportId }, { token: anna });
    expect(answer.errors).toEqual([]);
    const { fireSafety } = answer.data!.inspectionReport;
    expect(fireSafety.items.map((i) => i.item)).toEqual([
      'SMOKE_DETECTORS',
      'FIRE_EXTINGUISHER',
      'ESCAPE_ROUTES',
    ]);
    expect(typeof fireSafety.hasIssue).toBe('boolean');
  });

  it('answers CONFLICT defect_window_closed once the 14 days have passed', async () => {
    await stack.api.app.ctx.db.execute(
      `update inspection_signing_processes set ended_at = now() - interval '15 days' where report_id = ${Number(reportId)}`,
    );
    const window = await stack.gql<{ inspectionDefectWindow: { open: boolean; code: string } }>(
      WINDOW,
      { reportId, token },
      { token: anna },
    );
    expect(window.data!.inspectionDefectWindow).toMatchObject({
      open: false,
      code: 'DEFECT_WINDOW_CLOSED',
    });
    const late = await stack.gql(ADD, { input: { reportId, token, ...defect } }, { token: anna });
    expect(codesOf(late)).toEqual(['CONFLICT']);
    expect(late.errors[0]!.extensions!['reason']).toBe('defect_window_closed');
  });
});
