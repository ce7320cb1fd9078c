import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn, type OutboxMessage } from './helpers';

type SeedContract = {
  id: string;
  status: string;
  price: number | null;
  landlords: { name: string }[];
  tenants: { name: string }[];
};

/**
 * Jón's seeded contract committed for electronic signing, with Anna its one tenant (other specs
 * sharing this server commit contracts of their own with other parties).
 */
async function committedContract(request: APIRequestContext, token: string) {
  const data = await graphql<{ contracts: { items: SeedContract[] } }>(
    request,
    'query { contracts { items { id status price landlords { name } tenants { name } } } }',
    {},
    token,
  );
  const found = data.contracts.items.find(
    (c) =>
      c.status === 'COMMITTED' &&
      c.landlords.length === 1 &&
      c.tenants.length === 1 &&
      c.tenants[0]!.name === 'Anna Sigurðardóttir',
  );
  if (!found) throw new Error('Jón has no committed contract');
  return found;
}

/**
 * HMS registers only leases with units from the property register; the seed's committed lease
 * has none. Reopen it, choose a unit of its address from the register, and commit it again.
 */
async function withRegisterUnit(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST', path: string, data?: object) => {
    const res = await request.fetch(`/api${path}`, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  await call('POST', `/contracts/${id}/uncommit/`);
  const found = (await call('GET', `/property-registry/?q=${encodeURIComponent('Njálsgata 23')}`))[
    'results'
  ] as { property_code: string; units: { unit_code: string }[] }[];
  const property = found[0]!;
  await call('POST', `/contracts/${id}/realestate/`, {
    property_code: property.property_code,
    unit_codes: [property.units[0]!.unit_code],
  });
  await call('POST', `/contracts/${id}/commit/`, { sign_type: 'electronic', skip_id_check: false });
}

/** The path of the newest signing link the e-signature sandbox e-mailed to an address. */
async function signingLinkPath(request: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=10`);
      const body = (await res.json()) as { results: OutboxMessage[] };
      path = body.results
        .map((m) => /https?:\/\/[^/\s]+(\/sandbox\/e-sign\/[A-Za-z0-9_-]+)\/?/.exec(m.body)?.[1])
        .find(Boolean);
      return path ?? null;
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

test('a landlord starts e-signing, both parties sign from their links, the lease is registered with HMS, its PDF downloads and staff see the submission', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const contract = await committedContract(page.context().request, token);
  const landlord = contract.landlords[0]!.name;
  const tenant = contract.tenants[0]!.name;
  await withRegisterUnit(page.context().request, token, contract.id);

  await page.goto(`/landlords/rental-contracts/${contract.id}/pdf-sign`);
  await page.getByRole('button', { name: 'Hefja rafræna undirritun' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Hefja rafræna undirritun' })
    .click();
  const signers = page.getByRole('list', { name: 'Undirritendur' });
  await expect(signers.getByText('Á eftir að undirrita').first()).toBeVisible();

  const request = page.context().request;
  await signFromLink(browser, await signingLinkPath(request, DEMO.landlord), landlord);
  await signFromLink(browser, await signingLinkPath(request, DEMO.tenant), tenant);

  // The server's HMS worker registers the signed lease; the page polls until it shows.
  let submission: { status?: string } | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.context().request.get(`/api/contracts/${contract.id}/hms/`, {
          headers: { authorization: `Bearer ${token}` },
        });
        submission = ((await res.json()) as { submission: { status: string } | null }).submission;
        return submission?.status ?? 'none';
      },
      { timeout: 90_000 },
    )
    .toMatch(/registered|rejected|failed/);
  expect(submission, JSON.stringify(submission)).toMatchObject({ status: 'registered' });
  const hms = page.getByRole('region', { name: 'Skráning í leiguskrá HMS' });
  await expect(hms.getByText(/Skráningarnúmer/)).toBeVisible({ timeout: 90_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sækja á íslensku' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`leigusamningur-${contract.id}.pdf`);
  const file = await download.path();
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain(landlord);
  expect(text).toContain(tenant);
  expect(text).toContain(contract.price!.toLocaleString('de-DE'));

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await dismissCookieBanner(staffPage);
  await signIn(staffPage, DEMO.staff);
  await staffPage.goto('/admin/rental-contracts/hms-submissions');
  const row = staffPage.getByTestId('hms-submission').filter({ hasText: tenant }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Skráður')).toBeVisible();
  await staff.close();
});
