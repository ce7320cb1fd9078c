import { fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Platform } from 'react-native';
import sharp from 'sharp';
import { imagePickerControl } from './device-mocks';
import {
  committedLease,
  committedReport,
  leaseTenant,
  signedReport,
  type Session,
} from './inspection-fixtures';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/**
 * Reopening a committed report, editing a draft addendum, and a tenant's defects with photos,
 * against the real graph. ios and android run at once: each landlord works on reports of their
 * own, on a lease of theirs.
 */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';

let session: Session;
let contractId: string;

async function reportState(id: string) {
  const data = await graphRequest<{
    inspectionReport: { status: string; signType: string | null; viewerCanEdit: boolean };
  }>(
    session.access,
    `query ($id: ID!) { inspectionReport(id: $id) { status signType viewerCanEdit } }`,
    { id },
  );
  return data.inspectionReport;
}

type Addendum = {
  id: string;
  text: string;
  status: string;
  photos: { id: string; fileName: string }[];
};

async function addenda(reportId: string, access = session.access): Promise<Addendum[]> {
  const data = await graphRequest<{ inspectionAddenda: Addendum[] }>(
    access,
    `query ($id: ID!) { inspectionAddenda(reportId: $id) { id text status photos { id fileName } } }`,
    { id: reportId },
  );
  return data.inspectionAddenda;
}

/** The notification with the link the tenant was sent once the move-in report was signed. */
async function defectLink(tenant: Session, reportId: string) {
  const path = `/tenants/inspection-reports/${reportId}/defects?`;
  for (let tries = 0; tries < 40; tries += 1) {
    const data = await graphRequest<{
      myNotifications: { items: { id: string; targetPath: string }[] };
    }>(
      tenant.access,
      `query { myNotifications(page: 1, pageSize: 50) { items { id targetPath } } }`,
    );
    const found = data.myNotifications.items.find((n) => n.targetPath.startsWith(path));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no defect-window link reached the tenant for report ${reportId}`);
}

/** A real JPEG on disk, handed over by the photo picker as the phone would. */
async function pickedPhoto(fileName: string) {
  const path = join(tmpdir(), `defect-${Platform.OS}-${process.pid}.jpg`);
  const bytes = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#c6a07a' },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  writeFileSync(path, bytes);
  imagePickerControl.setAssets([
    { uri: `file://${path}`, fileName, mimeType: 'image/jpeg', fileSize: statSync(path).size },
  ]);
}

beforeAll(async () => {
  session = await loginTokens(LANDLORD, DEMO_PASSWORD);
  contractId = await committedLease(session, LANDLORD);
});

describe('reopening a committed report', () => {
  it('reopens it for changes after a confirmation, and it is a draft again', async () => {
    const reportId = await committedReport(session, contractId);
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    const reopen = await screen.findByRole('button', { name: 'Reopen for changes' });
    expect(
      screen.getByText(/Nobody has signed yet, so it can still be reopened for changes\.$/),
    ).toBeOnTheScreen();
    fireEvent.press(reopen);
    expect(screen.getByText(/^Reopen the report for changes\?/)).toBeOnTheScreen();
    // Changing one's mind reopens nothing.
    fireEvent.press(screen.getByRole('button', { name: 'Keep it committed' }));
    expect((await reportState(reportId)).status).toBe('SIGNING');

    fireEvent.press(screen.getByRole('button', { name: 'Reopen for changes' }));
    fireEvent.press(screen.getByRole('button', { name: 'Yes, reopen the report' }));
    // Editable again: the commit step is back and the reopen button gone.
    expect(await screen.findByRole('button', { name: 'Commit for signing' })).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Reopen for changes' })).toBeNull();
    expect(await reportState(reportId)).toEqual({
      status: 'DRAFT',
      signType: null,
      viewerCanEdit: true,
    });
  });
});

describe('addenda of a signed report', () => {
  it("edits a draft addendum's text with the domain's rule, and refuses once it is final", async () => {
    const reportId = await signedReport(session, contractId);
    const created = await graphRequest<{ createInspectionAddendum: { id: string } }>(
      session.access,
      `mutation ($input: CreateInspectionAddendumInput!) {
        createInspectionAddendum(input: $input) { id }
      }`,
      { input: { reportId, text: 'Rispa á parketi í stofu.' } },
    );
    const addendumId = created.createInspectionAddendum.id;
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    const card = await screen.findByTestId(`addendum-${addendumId}`);
    fireEvent.press(within(card).getByRole('button', { name: 'Edit addendum' }));
    const field = within(card).getByLabelText('Text of the addendum');
    // Empty is refused on the phone, as the api would (the domain's schema).
    fireEvent.changeText(field, '   ');
    fireEvent.press(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('This is required.')).toBeOnTheScreen();

    const text = `Rispa á parketi í stofu og við svalahurð (${Platform.OS}).`;
    fireEvent.changeText(field, text);
    fireEvent.press(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText(text)).toBeOnTheScreen();
    expect(await addenda(reportId)).toEqual([
      { id: addendumId, text, status: 'DRAFT', photos: [] },
    ]);

    // Finalised elsewhere while being edited here: the graph's CONFLICT, in words.
    fireEvent.press(within(card).getByRole('button', { name: 'Edit addendum' }));
    await graphRequest(
      session.access,
      `mutation ($input: InspectionAddendumIdInput!) { commitInspectionAddendum(input: $input) { id } }`,
      { input: { reportId, addendumId } },
    );
    fireEvent.changeText(within(card).getByLabelText('Text of the addendum'), 'Breytt seint.');
    fireEvent.press(within(card).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(card).findByText('This addendum is final and can no longer be changed.'),
    ).toBeOnTheScreen();
    expect((await addenda(reportId))[0]).toMatchObject({ text, status: 'COMMITTED' });
  });
});

describe("a tenant's defects after moving in", () => {
  let reportId: string;
  let tenant: Session;

  it('opens the link from the app, adds a defect and a photo of it through the upload queue', async () => {
    reportId = await signedReport(session, contractId);
    tenant = await leaseTenant(session, contractId);
    const notification = await defectLink(tenant, reportId);
    // The notification opens the app's own defect window, with the link's token.
    renderApp({ initialUrl: '/notifications', session: tenant });
    fireEvent.press(await screen.findByTestId(`notification-${notification.id}`));
    expect(
      await screen.findByText(/^Until \d{2}\.\d{2}\.\d{4} you can add defects/),
    ).toBeOnTheScreen();
    expect(screen.getByText('You have not added any defects yet.')).toBeOnTheScreen();
    const form = screen.getByTestId('defect-form');
    fireEvent.press(within(form).getByRole('button', { name: 'Add defect' }));
    // The shared validation catalogue's words, as the web's defect form says them.
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(form).getByText('Choose how serious the issue is.')).toBeOnTheScreen();

    const subject = `Blöndunartæki á baði (${Platform.OS})`;
    fireEvent.changeText(within(form).getByLabelText('What (e.g. bathroom tap)'), subject);
    fireEvent.changeText(within(form).getByLabelText('Description'), 'Lekur alla nóttina.');
    fireEvent.press(within(form).getByRole('radio', { name: 'Moderate' }));
    fireEvent.press(within(form).getByRole('button', { name: 'Add defect' }));
    const list = screen.getByTestId('tenant-defects');
    expect(await within(list).findByText(subject)).toBeOnTheScreen();
    const [defect] = await addenda(reportId, tenant.access);
    expect(defect).toMatchObject({
      text: `[moderate] ${subject}: Lekur alla nóttina.`,
      status: 'COMMITTED',
      photos: [],
    });

    await pickedPhoto('IMG_0042.jpg');
    const card = within(list).getByTestId(`defect-${defect!.id}`);
    fireEvent.press(within(card).getByRole('button', { name: 'Choose photos' }));
    expect(
      await within(card).findByRole('image', { name: 'Photo: IMG_0042.jpg' }),
    ).toBeOnTheScreen();
    expect(within(card).getByText(/^\d{2}\.\d{2}\.\d{4} · 1 photo$/)).toBeOnTheScreen();
    await waitFor(async () =>
      expect((await addenda(reportId, tenant.access))[0]?.photos).toEqual([
        { id: expect.any(String), fileName: 'IMG_0042.jpg' },
      ]),
    );
  });

  it("shows the defect's photo as a thumbnail on the report's addenda", async () => {
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    const [defect] = await addenda(reportId);
    const card = await screen.findByTestId(`addendum-${defect!.id}`);
    expect(within(card).getByRole('image', { name: 'Photo: IMG_0042.jpg' })).toBeOnTheScreen();
    // A tenant's defect is final: nothing to edit.
    expect(within(card).queryByRole('button', { name: 'Edit addendum' })).toBeNull();
  });
});
