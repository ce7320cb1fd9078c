import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import * as WebBrowser from 'expo-web-browser';
import { AppState, Platform, type AppStateStatus } from 'react-native';
import { fetch as undiciFetch } from 'undici';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

// The in-app browser is native: keep the link the app opens, as a phone's browser would get it.
jest.mock('expo-web-browser', () => ({
  openBrowserAsync: jest.fn(async () => ({ type: 'opened' })),
}));

/** ios and android run at once: each landlord signs a report of their own, on a registered lease. */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';

function apiUrl(): string {
  const url = process.env['MOBILE_TEST_API_URL'];
  if (!url) throw new Error('MOBILE_TEST_API_URL is unset: the global setup did not run');
  return url;
}

/** The jest preset mocks AppState: hand each registered listener the new state. */
function setAppState(state: AppStateStatus) {
  for (const [type, listener] of jest.mocked(AppState.addEventListener).mock.calls) {
    if (type === 'change') (listener as (next: AppStateStatus) => void)(state);
  }
}

/** What the signer does on the signing page: sign, then confirm on the phone (eID sandbox). */
async function signOnPage(url: string): Promise<void> {
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\/$/.exec(url)?.[1];
  if (!token) throw new Error(`not a signing link: ${url}`);
  const call = async (suffix: string) => {
    const res = await undiciFetch(`${apiUrl()}/api/sandbox/e-sign/${token}/${suffix}`, {
      method: 'POST',
    });
    if (!res.ok) throw new Error(`e-sign ${suffix}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { status: string };
  };
  let view = await call('');
  for (let tries = 0; view.status === 'pending' && tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await call('status/');
  }
  if (view.status !== 'signed') throw new Error(`the signer ended ${view.status}`);
}

/** A fresh move-in on the landlord's registered lease, every room good, committed and sent. */
async function reportInSigning(access: string): Promise<string> {
  const list = await graphRequest<{ contracts: { items: { id: string; status: string }[] } }>(
    access,
    `query { contracts(page: 1, pageSize: 100) { items { id status } } }`,
  );
  const contract =
    list.contracts.items.find((c) => c.status === 'REGISTERED') ??
    list.contracts.items.find((c) => c.status === 'SIGNED');
  if (!contract) throw new Error(`${LANDLORD} has no registered lease in the demo`);
  const created = await graphRequest<{
    createInspectionReport: { id: string; units: { id: string }[] };
  }>(
    access,
    `mutation ($input: CreateInspectionReportInput!) {
      createInspectionReport(input: $input) { id units { id } }
    }`,
    { input: { contractId: contract.id, kind: 'MOVE_IN' } },
  );
  const report = created.createInspectionReport;
  for (const unit of report.units)
    await graphRequest(
      access,
      `mutation ($input: FillInspectionRoomInput!) { fillInspectionRoom(input: $input) { id } }`,
      { input: { reportId: report.id, unitId: unit.id, condition: 'GOOD' } },
    );
  await graphRequest(
    access,
    `mutation ($input: CommitInspectionReportInput!) { commitInspectionReport(input: $input) { id } }`,
    { input: { reportId: report.id, signType: 'ELECTRONIC' } },
  );
  await graphRequest(
    access,
    `mutation ($input: InspectionReportIdInput!) { startInspectionSigning(input: $input) { reportId } }`,
    { input: { reportId: report.id } },
  );
  return report.id;
}

beforeEach(() => {
  jest.mocked(AppState.addEventListener).mockClear();
});

describe('signing an inspection report with electronic ID', () => {
  it('opens the signer their own page in the in-app browser and shows the signature once confirmed', async () => {
    const session = await loginTokens(LANDLORD, DEMO_PASSWORD);
    const reportId = await reportInSigning(session.access);
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    const section = await screen.findByTestId('inspection-signing');
    expect(await within(section).findByText('Waiting for signatures')).toBeOnTheScreen();
    fireEvent.press(within(section).getByRole('button', { name: 'Sign with electronic ID' }));
    expect(await screen.findByTestId('signing-waiting')).toBeOnTheScreen();
    const opened = jest.mocked(WebBrowser.openBrowserAsync).mock.calls.at(-1)?.[0];
    if (!opened) throw new Error('the app opened no signing page');
    await signOnPage(opened);
    // Back from the electronic-ID app: the screen asks at once.
    act(() => setAppState('background'));
    act(() => setAppState('active'));
    expect(await within(section).findByText('Your signature has been recorded.')).toBeOnTheScreen();
    const data = await graphRequest<{
      inspectionESignature: { signers: { role: string; status: string }[] };
    }>(
      session.access,
      `query ($id: ID!) { inspectionESignature(reportId: $id) { signers { role status } } }`,
      { id: reportId },
    );
    expect(data.inspectionESignature.signers).toEqual(
      expect.arrayContaining([{ role: 'LL', status: 'SIGNED' }]),
    );
  });

  it('lets a tenant decline to sign, with a reason the report records', async () => {
    const landlord = await loginTokens(LANDLORD, DEMO_PASSWORD);
    const reportId = await reportInSigning(landlord.access);
    const found = await graphRequest<{
      inspectionReport: { contractId: string };
    }>(landlord.access, `query ($id: ID!) { inspectionReport(id: $id) { contractId } }`, {
      id: reportId,
    });
    const lease = await graphRequest<{
      contract: { tenants: { emails: { email: string }[] }[] };
    }>(landlord.access, `query ($id: ID!) { contract(id: $id) { tenants { emails { email } } } }`, {
      id: found.inspectionReport.contractId,
    });
    const tenantEmail = lease.contract.tenants[0]?.emails[0]?.email;
    if (!tenantEmail) throw new Error('the lease has no tenant with an e-mail');
    const session = await loginTokens(tenantEmail, DEMO_PASSWORD);
    renderApp({ initialUrl: `/inspections/${reportId}`, session });
    const section = await screen.findByTestId('inspection-signing');
    fireEvent.press(await within(section).findByRole('button', { name: 'Decline to sign' }));
    // No reason, no decline: the domain's rule, in words.
    fireEvent.press(within(section).getByRole('button', { name: 'Decline' }));
    expect(await within(section).findByText('This is required.')).toBeOnTheScreen();
    fireEvent.changeText(
      within(section).getByLabelText('Why do you decline?'),
      'The broken window is not in the report',
    );
    fireEvent.press(within(section).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(
        within(section).queryByRole('button', { name: 'Decline to sign' }),
      ).not.toBeOnTheScreen(),
    );
    const data = await graphRequest<{
      inspectionESignature: {
        signers: { role: string; status: string; declineReason: string | null }[];
      };
    }>(
      landlord.access,
      `query ($id: ID!) { inspectionESignature(reportId: $id) { signers { role status declineReason } } }`,
      { id: reportId },
    );
    expect(data.inspectionESignature.signers).toEqual(
      expect.arrayContaining([
        {
          role: 'TN',
          status: 'DECLINED',
          declineReason: 'The broken window is not in the report',
        },
      ]),
    );
  });
});
