import { fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { Platform } from 'react-native';
import {
  committedLease,
  fillRooms as fillRoomsOf,
  newReport as newReportOf,
  signedReport as signedReportOf,
  type Report,
  type Session,
} from './inspection-fixtures';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/**
 * ios and android run at once against one stack: each landlord works on fresh reports of their
 * own, on a lease of theirs that is registered (or signed), so nothing seeded is touched.
 */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';

let session: Session;
let contractId: string;

const newReport = () => newReportOf(session, contractId);
const fillRooms = (report: Report) => fillRoomsOf(session, report);
const signedReport = () => signedReportOf(session, contractId);

async function reportState(id: string) {
  const data = await graphRequest<{
    inspectionReport: {
      status: string;
      signType: string | null;
      keyTransactions: { id: string }[];
      meterReadings: { utility: string; meterNumber: string; value: number | null }[];
    };
  }>(
    session.access,
    `query ($id: ID!) { inspectionReport(id: $id) {
      status signType keyTransactions { id } meterReadings { utility meterNumber value } } }`,
    { id },
  );
  return data.inspectionReport;
}

beforeAll(async () => {
  session = await loginTokens(LANDLORD, DEMO_PASSWORD);
  contractId = await committedLease(session, LANDLORD);
});

describe('the rest of an inspection report on the phone', () => {
  it('removes a key handover only after a confirmation', async () => {
    const report = await newReport();
    await graphRequest(
      session.access,
      `mutation ($input: AddInspectionKeysInput!) { addInspectionKeys(input: $input) { id } }`,
      {
        input: {
          reportId: report.id,
          keyType: 'MAILBOX',
          count: 1,
          recipient: 'TENANT',
          recipientName: 'Anna Jónsdóttir',
        },
      },
    );
    const [keys] = (await reportState(report.id)).keyTransactions;
    renderApp({ initialUrl: `/inspections/${report.id}`, session });
    const row = await screen.findByTestId(`keys-${keys!.id}`);

    fireEvent.press(within(row).getByRole('button', { name: 'Remove' }));
    expect(within(row).getByText('Remove these keys from the report?')).toBeOnTheScreen();
    fireEvent.press(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByText('Remove these keys from the report?')).toBeNull();
    expect((await reportState(report.id)).keyTransactions).toHaveLength(1);

    fireEvent.press(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.press(within(row).getByRole('button', { name: 'Remove the keys' }));
    await waitFor(() => expect(screen.queryByTestId(`keys-${keys!.id}`)).not.toBeOnTheScreen());
    expect(await screen.findByText('No keys recorded yet.')).toBeOnTheScreen();
    expect((await reportState(report.id)).keyTransactions).toEqual([]);
  });

  it("adds a meter, with domain's rules and the graph's refusal shown in the user's language", async () => {
    const report = await newReport();
    renderApp({ initialUrl: `/inspections/${report.id}`, session, locale: 'is' });
    const add = await screen.findByRole('button', { name: 'Bæta við mæli' });
    fireEvent.changeText(screen.getByLabelText('Mælisnúmer'), '12-34');
    fireEvent.press(add);
    expect(await screen.findByText('Veldu veitu.')).toBeOnTheScreen();
    expect(screen.getByText('Mælisnúmer er 1 til 20 tölustafir.')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('radio', { name: 'Hiti (heitt vatn)' }));
    fireEvent.changeText(screen.getByLabelText('Mælisnúmer'), '5500123');
    fireEvent.changeText(screen.getByLabelText('Álestur (ef lesið var af mælinum)'), '88,5');
    fireEvent.press(add);
    await waitFor(async () =>
      expect((await reportState(report.id)).meterReadings).toEqual(
        expect.arrayContaining([{ utility: 'HEATING', meterNumber: '5500123', value: 88.5 }]),
      ),
    );
    expect(await screen.findByText(/Mælir 5500123/)).toBeOnTheScreen();

    // The same meter again: the api refuses it, and the phone says why.
    fireEvent.press(screen.getByRole('radio', { name: 'Hiti (heitt vatn)' }));
    fireEvent.changeText(screen.getByLabelText('Mælisnúmer'), '5500123');
    fireEvent.press(add);
    expect(await screen.findByText('Þessi mælir er þegar í úttektinni.')).toBeOnTheScreen();
  });

  it('records who attended the walk-through', async () => {
    const report = await newReport();
    renderApp({ initialUrl: `/inspections/${report.id}`, session });
    expect(await screen.findByText('Who was present')).toBeOnTheScreen();
    const switches = await screen.findAllByLabelText(/^Present: /);
    fireEvent(switches[0]!, 'valueChange', true);
    fireEvent.press(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved.')).toBeOnTheScreen();
    const data = await graphRequest<{
      inspectionESignature: { attendance: { present: boolean | null }[] };
    }>(
      session.access,
      `query ($id: ID!) { inspectionESignature(reportId: $id) { attendance { present } } }`,
      { id: report.id },
    );
    expect(data.inspectionESignature.attendance[0]?.present).toBe(true);
    expect(data.inspectionESignature.attendance.filter((a) => a.present)).toHaveLength(1);
  });

  it('commits the report for signing after a confirmation, listing what is missing first', async () => {
    const report = await newReport();
    renderApp({ initialUrl: `/inspections/${report.id}`, session });
    fireEvent.press(await screen.findByRole('button', { name: 'Commit for signing' }));
    // Changing one's mind commits nothing.
    fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));
    expect((await reportState(report.id)).status).toBe('DRAFT');

    fireEvent.press(screen.getByRole('button', { name: 'Commit for signing' }));
    fireEvent.press(screen.getByRole('button', { name: 'Commit' }));
    expect(
      await screen.findByText(/missing before the report can be committed\.$/),
    ).toBeOnTheScreen();
    expect((await reportState(report.id)).status).toBe('DRAFT');

    await fillRooms(report);
    fireEvent.press(screen.getByRole('button', { name: 'Commit for signing' }));
    fireEvent.press(screen.getByRole('radio', { name: 'On paper' }));
    fireEvent.press(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('Awaiting signatures')).toBeOnTheScreen();
    expect(await reportState(report.id)).toMatchObject({ status: 'SIGNING', signType: 'PAPER' });
    expect(screen.queryByRole('button', { name: 'Commit for signing' })).toBeNull();
  });

  it('adds an addendum to the signed report and finalises it after a confirmation', async () => {
    const reportId = await signedReport();
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    expect(await screen.findByText('Addenda (later findings)')).toBeOnTheScreen();
    expect(screen.getByText('No addenda yet.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Add addendum' }));
    expect(await screen.findByText('This is required.')).toBeOnTheScreen();

    const text = `Raki fannst undir eldhúsvaski (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('What was found later'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Add addendum' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByText(/· Draft$/)).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Finalise addendum' }));
    expect(
      screen.getByText('Finalise the addendum? It can no longer be changed.'),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/· Final$/)).toBeOnTheScreen();
    const data = await graphRequest<{ inspectionAddenda: { text: string; status: string }[] }>(
      session.access,
      `query ($id: ID!) { inspectionAddenda(reportId: $id) { text status } }`,
      { id: reportId },
    );
    expect(data.inspectionAddenda).toEqual([{ text, status: 'COMMITTED' }]);
  });
});
