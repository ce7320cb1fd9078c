import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  KRISTIN,
  acceptedApplication,
  choosePropertyFromRegister,
  createContractFromApplication,
  stepLink,
  streetOf,
} from './contracts-support';
import {
  DEMO,
  tokenOf,
  dismissCookieBanner,
  graphql,
  signIn,
  uniqueMobile,
  type OutboxMessage,
  newSignedInPage,
} from './helpers';

const MAGNUS = 'magnus@leiga.is';
const PASSWORD = 'samstarf-lykilord-2026';

type Outbox = { results: (OutboxMessage & { id: number })[] };

async function outbox(request: APIRequestContext, to: string): Promise<Outbox['results']> {
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=20`);
  return ((await res.json()) as Outbox).results;
}

/** The path of the link in the newest message to `to` that matches `pattern`. */
async function linkSentTo(request: APIRequestContext, to: string, pattern: RegExp) {
  let path: string | null = null;
  await expect
    .poll(async () => {
      path =
        (await outbox(request, to))
          .map((m) => pattern.exec(m.body)?.[1])
          .find((found): found is string => Boolean(found)) ?? null;
      return path;
    })
    .not.toBeNull();
  return path!;
}

/** A signer opens the link (public, no login) and signs with the electronic-ID sandbox. */
async function signFromLink(browser: Browser, path: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Undirrita með rafrænum skilríkjum' }).click();
  await expect(page.getByText(/Þú hefur undirritað/)).toBeVisible({ timeout: 20_000 });
  await context.close();
}

/** Adds a phone to the first party of a side of the parties step. */
async function addPhone(page: Page, side: 'landlords' | 'tenants', phone: string) {
  const parties = page.getByTestId(side);
  await parties
    .getByRole('button', { name: /^Bæta við síma eða netfangi fyrir/ })
    .first()
    .click();
  const adder = parties.getByTestId('contact-adder');
  await adder.getByLabel('Sími', { exact: true }).fill(phone);
  await adder.getByRole('button', { name: 'Vista' }).click();
  await expect(parties.getByTestId('party-card').first()).toContainText(`+354 ${phone}`);
}

/** Continue from a step, and wait until the wizard has moved on before the next click. */
async function continueFrom(page: Page, step: string) {
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/edit/${step}$`));
  await expect(stepLink(page, step)).toHaveAttribute('data-complete', 'true');
}

test('a landlord turns an accepted application into a contract, invites a collaborator, commits; both parties sign, the PDF downloads and the lease is registered', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const request = page.context().request;
  await dismissCookieBanner(page);
  // The first free listing: contracts-parts.spec.ts takes the last.
  const applicationId = await acceptedApplication(page, 'first');
  const jon = await signIn(page, DEMO.landlord);
  const id = await createContractFromApplication(page, applicationId);

  // Property: from the register, at the listing's address.
  await choosePropertyFromRegister(page, await streetOf(page, id));
  await continueFrom(page, 'property');

  // Parties: a phone for each side, which also receives the signing link by SMS.
  const [landlordPhone, tenantPhone] = [uniqueMobile('6'), uniqueMobile('7')];
  await stepLink(page, 'parties').click();
  await addPhone(page, 'landlords', landlordPhone);
  await addPhone(page, 'tenants', tenantPhone);
  await expect(page.getByTestId('party-issues')).toHaveCount(0);
  await continueFrom(page, 'parties');

  // Period: an indefinite lease with three months' notice.
  await stepLink(page, 'period').click();
  await page.getByLabel('Upphaf leigutíma').fill('2027-03-01');
  await page.getByRole('group', { name: 'Tímabundinn leigusamningur' }).getByText('Nei').click();
  await page.getByLabel('Uppsagnarfrestur (mánuðir)').fill('3');
  await continueFrom(page, 'period');

  // Rent: a security over three months' rent is refused beside its field, then fixed.
  await stepLink(page, 'rent-and-securities').click();
  await page.getByLabel('Mánaðarleg leigufjárhæð').fill('200000');
  await page.getByLabel('Tegund tryggingar').selectOption('deposit');
  await page.getByLabel('Fjárhæð tryggingar').fill('700000');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(
    page.getByText('Tryggingin má mest nema þrefaldri mánaðarleigu að viðbættu hússjóðsgjaldi.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/rent-and-securities$/);
  await page.getByLabel('Fjárhæð tryggingar').fill('400000');
  await continueFrom(page, 'rent-and-securities');

  // Utilities as they are, payments in cash, house rules: anyone may rent.
  await stepLink(page, 'utilities').click();
  await continueFrom(page, 'utilities');
  await stepLink(page, 'payments').click();
  await page.getByLabel('Í reiðufé').check();
  await continueFrom(page, 'payments');
  await stepLink(page, 'house-rules').click();
  await expect(page.getByLabel('Hverjum er heimilt að leigja')).toHaveValue('0');
  await continueFrom(page, 'house-rules');

  // Reports and documents: the four fire-safety items and a smoke detector per 80 m² begun.
  await stepLink(page, 'reports-and-documents').click();
  for (const item of [
    'Reykskynjarar eru til staðar og virka',
    'Virkt slökkvitæki er til staðar',
    'Flóttaleiðir eru greiðfærar',
    'Leigusali lýsir því yfir að húsnæðið uppfylli reglur um brunavarnir',
  ])
    await page.getByLabel(item).check();
  await page.getByLabel('Fjöldi reykskynjara').fill('4');
  await continueFrom(page, 'reports-and-documents');

  // An unknown step is the 404 page naming the step.
  await page.goto(`/rental-contracts/${id}/edit/nope`);
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await expect(page.getByTestId('error-detail')).toHaveText('Ógilt heiti skrefs: nope');

  // A collaborator: invited from the contract page to edit, accepted in another browser.
  const collaborator = `samstarf-${Date.now()}@leiga.is`;
  await graphql(
    request,
    'mutation R($input: RegisterInput!) { register(input: $input) { accessToken } }',
    {
      input: {
        email: collaborator,
        password: PASSWORD,
        fullName: 'Hrefna Samstarfsdóttir',
        userType: 'LANDLORD',
        sessionMode: 'TOKEN',
      },
    },
  );
  await page.goto(`/landlords/rental-contracts/${id}`);
  const panel = page.getByTestId('collaborators-panel');
  const invite = panel.getByRole('form', { name: 'Bjóða samstarfsaðila' });
  await invite.getByLabel('Netfang').fill(collaborator);
  await invite.getByLabel('Aðgangur').selectOption('W');
  await invite.getByRole('button', { name: 'Senda boð' }).click();
  await expect(panel.getByRole('list', { name: 'Boð sem bíða svars' })).toContainText(collaborator);

  const link = await linkSentTo(
    request,
    collaborator,
    /https?:\/\/[^/\s]+(\/invitations\/rental-contracts\/\d+\?token=[A-Za-z0-9_-]+)/,
  );
  const invitee = await (await browser.newContext()).newPage();
  await dismissCookieBanner(invitee);
  // Signed out, the link asks for sign-in first and then comes back to the invitation.
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/login\?redirect=/);
  await invitee.getByLabel('Netfang').fill(collaborator);
  await invitee.getByLabel('Lykilorð', { exact: true }).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(invitee).toHaveURL(/\/invitations\/rental-contracts\/\d+\?token=/);
  await expect(invitee.getByText(/býður þér að vinna með sér að leigusamningi/)).toBeVisible();
  await expect(invitee.getByText('Má breyta')).toBeVisible();
  await invitee.getByRole('button', { name: 'Þiggja boðið' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/landlords/rental-contracts/${id}$`));
  await expect(invitee.getByRole('button', { name: 'Senda boð' })).toBeVisible();
  await invitee.context().close();

  await page.reload();
  await expect(panel.getByRole('list', { name: 'Samstarfsaðilar samningsins' })).toContainText(
    'Hrefna Samstarfsdóttir',
  );
  await expect(panel.getByText('Engin boð bíða svars.')).toBeVisible();

  // Commit from the preview, to be signed electronically.
  await page.goto(`/rental-contracts/${id}/edit/preview`);
  await page.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  const commit = page.getByRole('alertdialog');
  await commit.getByLabel('Rafræn undirritun').check();
  await commit.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  await expect(page.getByRole('link', { name: 'Undirrita' })).toBeVisible();
  await page.goto(`/landlords/rental-contracts/${id}`);
  await expect(page.getByTestId('contract-read-only')).toBeVisible();
  await expect(
    page.getByTestId('contract-timeline').locator('li[data-kind="committed"]'),
  ).toBeVisible();

  // The tenant sees it in her list; another landlord does not learn it exists.
  const kristin = await newSignedInPage(browser, KRISTIN);
  await kristin.goto('/tenants/rental-contracts');
  await expect(kristin.locator(`a[href$="/tenants/rental-contracts/${id}"]`)).toBeVisible();
  await kristin.context().close();
  const magnus = await newSignedInPage(browser, MAGNUS);
  await magnus.goto(`/landlords/rental-contracts/${id}`);
  await expect(magnus.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await magnus.context().close();

  // Signing: both parties sign in the sandbox from the links their phones got.
  type Parties = {
    contract: { price: number; landlords: { name: string }[]; tenants: { name: string }[] };
  };
  const { contract } = await graphql<Parties>(
    request,
    'query C($id: ID!) { contract(id: $id) { price landlords { name } tenants { name } } }',
    { id },
    jon,
  );
  const [landlord, tenant] = [contract.landlords[0]!.name, contract.tenants[0]!.name];
  await page.goto(`/landlords/rental-contracts/${id}/pdf-sign`);
  await page.getByRole('button', { name: 'Hefja rafræna undirritun' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Hefja rafræna undirritun' })
    .click();
  await expect(page.getByRole('list', { name: 'Undirritendur' })).toContainText(
    'Á eftir að undirrita',
  );
  const signingLink = /https?:\/\/[^/\s]+(\/sandbox\/e-sign\/[A-Za-z0-9_-]+)\/?/;
  await signFromLink(
    browser,
    await linkSentTo(request, `354${landlordPhone}`, signingLink),
    landlord,
  );
  await signFromLink(browser, await linkSentTo(request, `354${tenantPhone}`, signingLink), tenant);

  // The server's HMS worker registers the signed lease; the pages show it.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/contracts/${id}/hms/`, {
          headers: { authorization: `Bearer ${await tokenOf(page, DEMO.landlord)}` },
        });
        const body = (await res.json()) as { submission: { status: string } | null };
        return body.submission?.status ?? 'none';
      },
      { timeout: 90_000 },
    )
    .toBe('registered');
  const hms = page.getByRole('region', { name: 'Skráning í leiguskrá HMS' });
  await expect(hms.getByText(/Skráningarnúmer/)).toBeVisible({ timeout: 90_000 });

  // The PDF names the parties and the rent.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sækja á íslensku' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`leigusamningur-${id}.pdf`);
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(landlord);
  expect(text).toContain(tenant);
  expect(text).toContain(contract.price.toLocaleString('de-DE'));

  await page.goto(`/landlords/rental-contracts/${id}`);
  await expect(page.getByText('Skráður í leiguskrá HMS').first()).toBeVisible();

  // Staff see the registration among the HMS submissions.
  const staff = await newSignedInPage(browser, DEMO.staff);
  await staff.goto('/admin/rental-contracts/hms-submissions');
  const row = staff.getByTestId('hms-submission').filter({ hasText: tenant }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Skráður')).toBeVisible();
  await staff.context().close();
});
