import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import {
  COMPANY_KT,
  THORUNN_KT,
  countPages,
  fillWholeContract,
  pdfToText,
} from './support/contract-pdf.js';
import { ANNA_KT, addCollaborator, addTenantParty, createDraft } from './support/contracts.js';

type PdfBody = { filename: string; content_type: string; base64: string };

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let contractId: number;
let emptyId: number;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
  ]);
  contractId = (await createDraft(t, jon)).id;
  await addTenantParty(t, contractId, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await fillWholeContract(t, contractId);
  await addCollaborator(t, contractId, reader.userId, 'R');
  emptyId = (await createDraft(t, jon)).id;
});
afterAll(() => t.close());

const getPdf = (id: number, session: Session | null, query = '') =>
  t.call<PdfBody>('GET', `/api/contracts/${id}/base64/${query}`, {
    ...(session ? { token: session.access } : {}),
  });

/** The PDF's text with no-break spaces as plain ones, as a reader sees it. */
async function textOf(id: number, session: Session, query = ''): Promise<string> {
  const reply = await getPdf(id, session, query);
  expect(reply.status).toBe(200);
  expect(reply.body.content_type).toBe('application/pdf');
  const bytes = Buffer.from(reply.body.base64, 'base64');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfToText(bytes)).replace(/\u00a0/g, ' ');
}

describe('the lease PDF in Icelandic', () => {
  let text: string;
  beforeAll(async () => {
    text = await textOf(contractId, jon, '?lang=is');
  });

  it('is named for the contract and titled as the government lease form', async () => {
    const reply = await getPdf(contractId, jon, '?lang=is');
    expect(reply.body.filename).toBe(`leigusamningur-${contractId}.pdf`);
    expect(text).toContain('Leigusamningur um íbúðarhúsnæði');
    expect(text).toContain(`Samningur nr. ${contractId}`);
  });

  it('names every party with their kennitala, the company’s agent and their contacts', () => {
    for (const name of [
      'Jón Guðmundsson',
      'Anna Sigurðardóttir',
      'Þórunn Ævarsdóttir',
      'Ljósfari ehf.',
      'Øystein Łukasz Żółć',
    ])
      expect(text).toContain(name);
    for (const kt of ['0407682389', ANNA_KT, THORUNN_KT, COMPANY_KT]) expect(text).toContain(kt);
    expect(text).toContain('+354 6987654');
    expect(text).toContain('thorunn@example.is');
    expect(text).toContain('Lögaðili');
  });

  it('writes the rent, security and amounts as Icelandic money, and dates as dd.mm.yyyy', () => {
    expect(text).toMatch(/Mánaðarleg leigufjárhæð\s+285\.000 kr\./);
    expect(text).toMatch(/Fjárhæð tryggingar\s+570\.000 kr\./);
    expect(text).toContain('48.500.000 kr.');
    expect(text).toMatch(/Upphaf leigutíma\s+01\.02\.2026/);
    expect(text).toMatch(/Lok leigutíma\s+31\.07\.2027/);
    expect(text).toMatch(/Uppsagnarfrestur\s+3 mánuðir/);
    expect(text).toMatch(/Grunnmánuður vísitölu\s+2026M01/);
    expect(text).toContain('654,3');
  });

  it('describes the property, utilities, fire safety and termination reasons', () => {
    expect(text).toContain('Þórsgata 14');
    expect(text).toMatch(/Póstnúmer\s+101/);
    expect(text).toMatch(/Landeignarnúmer\s+L102345/);
    expect(text).toContain('010201');
    expect(text).toContain('92,4');
    expect(text).toContain('Hússjóður');
    expect(text).toContain('12.000 kr.');
    expect(text).toMatch(/Mælir 60012345\s+10\.234,5 þann 01\.02\.2026/);
    expect(text).toMatch(/Fjöldi reykskynjara\s+2/);
    expect(text).toContain('IS140159260076545510730339');
    expect(text).toContain('Leigjandi greiðir ekki leigu á réttum tíma.');
  });

  it('ends with a signature line for each party, none signed yet, and numbers its pages', () => {
    const signatures = text.slice(text.lastIndexOf('Undirritun'));
    for (const kt of ['0407682389', ANNA_KT, THORUNN_KT, COMPANY_KT])
      expect(signatures).toContain(kt);
    expect(signatures.match(/Óundirritað/g)).toHaveLength(4);
    const pages = countPages(text);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++)
      expect(text).toContain(`Blaðsíða ${page} af ${pages}`);
  });
});

describe('the lease PDF in English', () => {
  it('translates the headings and writes money the English way', async () => {
    const reply = await getPdf(contractId, jon, '?lang=en');
    expect(reply.body.filename).toBe(`lease-${contractId}.pdf`);
    const text = await textOf(contractId, jon, '?lang=en');
    expect(text).toContain('Residential lease agreement');
    expect(text).toMatch(/Monthly rent\s+ISK 285,000/);
    expect(text).toMatch(/Notice period\s+3 months/);
    expect(text).toContain('Þórunn Ævarsdóttir');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toContain('Leigusamningur um íbúðarhúsnæði');
  });

  it('is the default for a caller whose language is neither Icelandic nor English', async () => {
    await t.db.update(users).set({ primaryLanguage: 'pl' }).where(eq(users.id, reader.userId));
    expect((await getPdf(contractId, reader)).body.filename).toBe(`lease-${contractId}.pdf`);
    // Jón reads Icelandic.
    expect((await getPdf(contractId, jon)).body.filename).toBe(`leigusamningur-${contractId}.pdf`);
  });
});

describe('who gets the PDF', () => {
  it('asks the anonymous to sign in and hides it from anyone not on the contract', async () => {
    expect((await getPdf(contractId, null)).status).toBe(401);
    const hidden = await getPdf(contractId, kristin);
    expect(hidden.status).toBe(404);
    expect(hidden.body.base64).toBeUndefined();
    expect((await getPdf(999_999, jon)).status).toBe(404);
  });

  it('gives it to the landlord, a tenant by kennitala, a read-only collaborator and staff', async () => {
    for (const session of [jon, anna, reader, staff]) {
      const reply = await getPdf(contractId, session, '?lang=en');
      expect(reply.status).toBe(200);
      expect(reply.body.base64.length).toBeGreaterThan(1000);
    }
  });
});

describe('bad input and empty drafts', () => {
  it('answers an unknown language with 400 naming the field', async () => {
    const reply = await getPdf(contractId, jon, '?lang=xx');
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ lang: 'validation.pdf_language' });
  });

  it('renders a draft with nothing filled in, printing dashes, never null', async () => {
    for (const lang of ['is', 'en']) {
      const text = await textOf(emptyId, jon, `?lang=${lang}`);
      expect(text).toContain('—');
      expect(text).not.toMatch(/null|undefined|NaN/);
      expect(text).toContain('Jón Guðmundsson');
    }
  });

  it('embeds only the glyphs it uses, so the file stays small', async () => {
    const reply = await getPdf(contractId, jon, '?lang=is');
    expect(Buffer.from(reply.body.base64, 'base64').length).toBeLessThan(120_000);
  });
});
