import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import * as ImagePicker from 'expo-image-picker';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Platform } from 'react-native';
import sharp from 'sharp';
import { keptFiles, netInfoControl } from './device-mocks';
import { graphRequest, loginTokens } from './login';
import { network } from './node-xhr';
import { DEMO_PASSWORD, renderApp } from './render-app';

// The camera and the photo library are native: the picker hands over a real JPEG on disk.
jest.mock('expo-image-picker', () => ({
  requestCameraPermissionsAsync: jest.fn(async () => ({ granted: true })),
  requestMediaLibraryPermissionsAsync: jest.fn(async () => ({ granted: true })),
  launchCameraAsync: jest.fn(),
  launchImageLibraryAsync: jest.fn(),
}));

/**
 * ios and android run at once against one stack: each landlord starts a report of their own, on
 * a lease no other suite signs (registered with HMS, or signed), so no seeded report is touched.
 */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';

type Subject = { id: string; tag: string };
type Report = { id: string; units: { id: string; type: string; subjects: Subject[] }[] };
type Photo = { id: string; unitId: string; subjectId: string | null; issueId: string | null };

let access: string;
let session: { access: string; refresh: string };
let report: Report;
let jpeg: { path: string; size: number };

/** The photo the picker hands over, under the name the phone gave it. */
function pickPhoto(fileName: string) {
  const asset = {
    uri: `file://${jpeg.path}`,
    fileName,
    mimeType: 'image/jpeg',
    fileSize: jpeg.size,
    width: 1600,
    height: 1200,
  };
  jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValueOnce({
    canceled: false,
    assets: [asset],
  } as ImagePicker.ImagePickerResult);
}

async function reportPhotos(): Promise<Photo[]> {
  const data = await graphRequest<{ inspectionReport: { photos: Photo[] } }>(
    access,
    `query ($id: ID!) { inspectionReport(id: $id) { photos { id unitId subjectId issueId } } }`,
    { id: report.id },
  );
  return data.inspectionReport.photos;
}

const room = () => report.units.find((u) => u.type !== 'APARTMENT')!;
const walls = () => room().subjects.find((s) => s.tag === 'WALLS') ?? room().subjects[0]!;

beforeAll(async () => {
  session = await loginTokens(LANDLORD, DEMO_PASSWORD);
  access = session.access;
  const list = await graphRequest<{ contracts: { items: { id: string; status: string }[] } }>(
    access,
    `query { contracts(page: 1, pageSize: 100) { items { id status } } }`,
  );
  const contract =
    list.contracts.items.find((c) => c.status === 'REGISTERED') ??
    list.contracts.items.find((c) => c.status === 'SIGNED');
  if (!contract) throw new Error(`${LANDLORD} has no committed lease in the demo`);
  const created = await graphRequest<{ createInspectionReport: Report }>(
    access,
    `mutation ($input: CreateInspectionReportInput!) {
      createInspectionReport(input: $input) { id units { id type subjects { id tag } } }
    }`,
    { input: { contractId: contract.id, kind: 'MOVE_IN' } },
  );
  report = created.createInspectionReport;
  // A real JPEG of some 100 KB, so its upload goes out in several chunks.
  const path = join(tmpdir(), `inspection-${Platform.OS}-${process.pid}.jpg`);
  const bytes = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#7a9cc6',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  writeFileSync(path, bytes);
  jpeg = { path, size: statSync(path).size };
});

beforeEach(() => {
  network.failures = [];
  network.gate = null;
  network.sent = [];
});

describe('inspection reports on the phone', () => {
  it('lists the report and opens its room from the list', async () => {
    renderApp({ initialUrl: '/inspections', session });
    const rows = await screen.findAllByRole('button', { name: /^Open the Move-in inspection/ });
    fireEvent.press(rows[0]!);
    expect(await screen.findByText('Draft')).toBeOnTheScreen();
    const rooms = await screen.findAllByRole('button', { name: /^Open .*0 of \d+ recorded$/ });
    fireEvent.press(rooms[0]!);
    expect(await screen.findAllByRole('radio', { name: 'Good' })).not.toHaveLength(0);
  });

  it('records a condition and an issue through the graph', async () => {
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    const card = await screen.findByTestId(`subject-${walls().id}`);
    fireEvent.press(within(card).getByRole('radio', { name: 'Damaged' }));
    await waitFor(() =>
      expect(within(card).getByRole('radio', { name: 'Damaged' })).toBeSelected(),
    );
    fireEvent.press(within(card).getByRole('button', { name: 'Add an issue' }));
    fireEvent.changeText(within(card).getByLabelText('What is wrong?'), 'Gat í vegg við glugga');
    fireEvent.press(within(card).getByRole('radio', { name: 'Moderate' }));
    fireEvent.press(within(card).getByRole('button', { name: 'Save the issue' }));
    expect(await within(card).findByText('Gat í vegg við glugga')).toBeOnTheScreen();

    const data = await graphRequest<{
      inspectionReport: {
        units: { subjects: { id: string; condition: string; issues: { severity: string }[] }[] }[];
      };
    }>(
      access,
      `query ($id: ID!) { inspectionReport(id: $id) { units { subjects { id condition issues { severity } } } } }`,
      { id: report.id },
    );
    const saved = data.inspectionReport.units
      .flatMap((u) => u.subjects)
      .find((s) => s.id === walls().id);
    expect(saved).toEqual({
      id: walls().id,
      condition: 'DAMAGED',
      issues: [{ severity: 'MODERATE' }],
    });
  });

  it('uploads a photo of a subject in the background with its progress', async () => {
    let release = () => {};
    network.gate = new Promise<void>((resolve) => (release = resolve));
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    const card = await screen.findByTestId(`subject-${walls().id}`);
    pickPhoto('IMG_0001.jpg');
    // The subject's own buttons come first (its issue has its own below).
    fireEvent.press(within(card).getAllByRole('button', { name: 'Choose photos' })[0]!);
    // The whole body has gone out; the api's answer waits for the test.
    const bar = await screen.findByRole('progressbar', { name: 'Uploading IMG_0001.jpg, 100%' });
    expect(bar).toHaveAccessibilityValue({ now: 100 });
    release();
    expect(await within(card).findByText('1 photo')).toBeOnTheScreen();
    const photos = await reportPhotos();
    expect(photos.filter((p) => p.subjectId === walls().id)).toHaveLength(1);
    expect(network.sent).toEqual([
      { subject_id: walls().id, client_key: expect.stringMatching(/^m-[A-Za-z0-9]+$/) },
    ]);
  });

  it('keeps a photo whose answer was lost and sends it again under the same key, stored once', async () => {
    network.failures = ['answer-lost'];
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    await screen.findByTestId(`subject-${walls().id}`);
    pickPhoto('IMG_0002.jpg');
    const roomButtons = screen.getAllByRole('button', { name: 'Choose photos' });
    fireEvent.press(roomButtons[0]!);
    expect(
      await screen.findByText('IMG_0002.jpg: the connection broke off, trying again shortly'),
    ).toBeOnTheScreen();
    // The retry goes by itself after a second.
    expect(await screen.findByText(/^1 photo of the room itself$/)).toBeOnTheScreen();
    expect(network.sent).toHaveLength(2);
    expect(network.sent[1]).toEqual(network.sent[0]);
    const photos = await reportPhotos();
    expect(photos.filter((p) => p.unitId === room().id && !p.subjectId)).toHaveLength(1);
  });

  it('keeps a photo that could not leave the phone until it is tried again', async () => {
    network.failures = ['before-send', 'before-send', 'before-send', 'before-send'];
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    const card = await screen.findByTestId(`subject-${walls().id}`);
    pickPhoto('IMG_0003.jpg');
    // The subject's own buttons come first (its issue has its own below).
    fireEvent.press(within(card).getAllByRole('button', { name: 'Choose photos' })[0]!);
    expect(
      await screen.findByText('IMG_0003.jpg: the connection broke off, trying again shortly'),
    ).toBeOnTheScreen();
    // Nothing reached the api; the person need not wait for the next timer.
    network.failures = [];
    fireEvent.press(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('2 photos')).toBeOnTheScreen();
    expect(network.sent).toHaveLength(1);
  });

  it('keeps photos queued offline through a restart of the app and sends them once back online', async () => {
    const before = (await reportPhotos()).filter((p) => p.subjectId === walls().id).length;
    act(() => netInfoControl.setOnline(false));
    const first = renderApp({
      initialUrl: `/inspections/${report.id}/rooms/${room().id}`,
      session,
    });
    const card = await screen.findByTestId(`subject-${walls().id}`);
    pickPhoto('IMG_0004.jpg');
    fireEvent.press(within(card).getAllByRole('button', { name: 'Choose photos' })[0]!);
    expect(await screen.findByText('IMG_0004.jpg waits for the connection')).toBeOnTheScreen();
    // Kept in the app's own folder, not at the picker's cache path the system may clear.
    const kept = keptFiles('inspection-photos').filter((name) => name.endsWith('IMG_0004.jpg'));
    expect(kept).toHaveLength(1);
    first.screen.unmount();

    // Started again, still without a connection: the photo is still listed, nothing went out.
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    expect(await screen.findByText('IMG_0004.jpg waits for the connection')).toBeOnTheScreen();
    expect(network.sent).toEqual([]);

    act(() => netInfoControl.setOnline(true));
    await waitFor(async () =>
      expect((await reportPhotos()).filter((p) => p.subjectId === walls().id)).toHaveLength(
        before + 1,
      ),
    );
    expect(network.sent).toEqual([
      { subject_id: walls().id, client_key: expect.stringMatching(/^m-[A-Za-z0-9]+$/) },
    ]);
    // Stored: the copy is deleted.
    await waitFor(() => expect(keptFiles('inspection-photos')).not.toContain(kept[0]));
    expect(
      await within(await screen.findByTestId(`subject-${walls().id}`)).findByText(
        new RegExp(`^${before + 1} photos?$`),
      ),
    ).toBeOnTheScreen();
  });

  it('shows the stored photos as thumbnails and deletes one after a confirmation', async () => {
    const before = (await reportPhotos()).filter((p) => p.subjectId === walls().id).length;
    renderApp({ initialUrl: `/inspections/${report.id}/rooms/${room().id}`, session });
    const card = await screen.findByTestId(`subject-${walls().id}`);
    expect(await within(card).findByLabelText('Photo: IMG_0001.jpg')).toBeOnTheScreen();

    // Changing one's mind keeps the photo.
    fireEvent.press(within(card).getByRole('button', { name: 'Delete the photo IMG_0001.jpg' }));
    expect(
      within(card).getByText('Delete the photo IMG_0001.jpg? This cannot be undone.'),
    ).toBeOnTheScreen();
    fireEvent.press(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByText(/This cannot be undone/)).toBeNull();
    expect((await reportPhotos()).filter((p) => p.subjectId === walls().id)).toHaveLength(before);

    fireEvent.press(within(card).getByRole('button', { name: 'Delete the photo IMG_0001.jpg' }));
    fireEvent.press(within(card).getByRole('button', { name: 'Yes, delete the photo' }));
    await waitFor(() =>
      expect(within(card).queryByLabelText('Photo: IMG_0001.jpg')).not.toBeOnTheScreen(),
    );
    expect((await reportPhotos()).filter((p) => p.subjectId === walls().id)).toHaveLength(
      before - 1,
    );
  });

  it('records keys handed over, with the domain rule shown as a translated field error', async () => {
    renderApp({ initialUrl: `/inspections/${report.id}`, session, locale: 'is' });
    expect(await screen.findByText('Engir lyklar skráðir enn.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('radio', { name: 'Útidyr' }));
    fireEvent.changeText(screen.getByLabelText('Fjöldi'), '0');
    fireEvent.press(screen.getByRole('radio', { name: 'Leigjandi' }));
    fireEvent.changeText(screen.getByLabelText('Nafn viðtakanda'), 'Anna Jónsdóttir');
    fireEvent.press(screen.getByRole('button', { name: 'Bæta við lyklum' }));
    expect(await screen.findByText('Sláðu inn heila tölu lykla frá 1 til 50.')).toBeOnTheScreen();

    fireEvent.changeText(screen.getByLabelText('Fjöldi'), '2');
    fireEvent.press(screen.getByRole('button', { name: 'Bæta við lyklum' }));
    expect(await screen.findByText('2 × Útidyr til Anna Jónsdóttir')).toBeOnTheScreen();
    expect(screen.queryByText('Engir lyklar skráðir enn.')).toBeNull();
    const data = await graphRequest<{
      inspectionReport: { keyTransactions: Record<string, unknown>[] };
    }>(
      access,
      `query ($id: ID!) { inspectionReport(id: $id) { keyTransactions { keyType count recipient recipientName } } }`,
      { id: report.id },
    );
    expect(data.inspectionReport.keyTransactions).toEqual([
      { keyType: 'FRONT_DOOR', count: 2, recipient: 'TENANT', recipientName: 'Anna Jónsdóttir' },
    ]);
  });

  it("reads a meter, refusing a reading the domain's rule does not allow", async () => {
    const added = await graphRequest<{
      addInspectionMeter: { meterReadings: { id: string; meterNumber: string }[] };
    }>(
      access,
      `mutation ($input: AddInspectionMeterInput!) {
        addInspectionMeter(input: $input) { meterReadings { id meterNumber } }
      }`,
      { input: { reportId: report.id, utility: 'ELECTRICITY', meterNumber: '7700123' } },
    );
    const meter = added.addInspectionMeter.meterReadings.find((m) => m.meterNumber === '7700123')!;
    renderApp({ initialUrl: `/inspections/${report.id}`, session });
    const row = await screen.findByTestId(`meter-${meter.id}`);
    fireEvent.changeText(within(row).getByLabelText('Reading'), '1234,56');
    fireEvent.press(within(row).getByRole('button', { name: 'Save reading' }));
    expect(
      await within(row).findByText('Give a reading of zero or more, with at most one decimal.'),
    ).toBeOnTheScreen();

    fireEvent.changeText(within(row).getByLabelText('Reading'), '1234,5');
    fireEvent.press(within(row).getByRole('button', { name: 'Save reading' }));
    expect(await within(row).findByText('Reading saved')).toBeOnTheScreen();
    const data = await graphRequest<{
      inspectionReport: { meterReadings: { id: string; value: number | null }[] };
    }>(access, `query ($id: ID!) { inspectionReport(id: $id) { meterReadings { id value } } }`, {
      id: report.id,
    });
    expect(data.inspectionReport.meterReadings.find((m) => m.id === meter.id)?.value).toBe(1234.5);
  });
});
