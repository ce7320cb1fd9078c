import { inArray, or } from 'drizzle-orm';
import { isLocale, type ContractPhone, type Locale } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { ESignatureSignerInput } from '../../../providers/e-signature/e-signature-provider.js';
import { listContractParties, type ContractRow } from '../contracts-repository.js';
import type { contractSigners } from '../../../db/schema/index.js';

/** Who signs a contract: each individual party, and for a company each of its agents. */
export type SignerDraft = Omit<typeof contractSigners.$inferInsert, 'processId'>;

const phoneDigits = (phone: ContractPhone | undefined) =>
  phone ? `${phone.country_code}${phone.number}`.replace(/\D/g, '') : null;

type Account = { id: number; language: Locale };

/** Each signer's account and language: their account's, found by link or by kennitala; Icelandic otherwise. */
async function findLanguages(
  db: Db,
  userIds: number[],
  kennitolur: string[],
): Promise<{ byUser: Map<number, Locale>; byKennitala: Map<string, Account> }> {
  const byUser = new Map<number, Locale>();
  const byKennitala = new Map<string, Account>();
  const rows = await db
    .select({ id: users.id, kennitala: users.icelandicId, language: users.primaryLanguage })
    .from(users)
    .where(
      or(inArray(users.id, [-1, ...userIds]), inArray(users.icelandicId, ['', ...kennitolur])),
    );
  for (const r of rows) {
    if (!isLocale(r.language)) continue;
    byUser.set(r.id, r.language);
    if (r.kennitala) byKennitala.set(r.kennitala, { id: r.id, language: r.language });
  }
  return { byUser, byKennitala };
}

export async function listSignerDrafts(db: Db, contractId: number): Promise<SignerDraft[]> {
  const parties = await listContractParties(db, [contractId]);
  const people = parties.flatMap((party) =>
    (party.isIndividual
      ? [
          {
            name: party.name,
            identifier: party.identifier,
            phones: party.phones,
            emails: party.emails,
          },
        ]
      : party.agents.filter((a) => a.is_individual)
    ).map((person) => ({ party, person })),
  );
  const languages = await findLanguages(
    db,
    parties.flatMap((p) => (p.userId === null ? [] : [p.userId])),
    people.map(({ person }) => person.identifier),
  );
  return people.map(({ party, person }) => {
    const account = languages.byKennitala.get(person.identifier);
    const userId = (party.isIndividual ? party.userId : null) ?? account?.id ?? null;
    return {
      partyId: party.id,
      userId,
      role: party.role,
      name: person.name,
      kennitala: person.identifier,
      phone: phoneDigits(person.phones[0]),
      email: person.emails[0]?.email ?? null,
      language:
        (userId !== null ? languages.byUser.get(userId) : undefined) ?? account?.language ?? 'is',
    };
  });
}

/** The catalogue key that says why a signer cannot be sent a link, if they cannot. */
export function getSignerProblem(signer: SignerDraft, requiresAuth: boolean): string | null {
  if (requiresAuth && !/^\d{10}$/.test(signer.kennitala))
    return 'contracts.errors.signer_kennitala';
  if (!signer.phone && !signer.email) return 'contracts.errors.signer_unreachable';
  return null;
}

/** What the provider is told about a signer; the reference is our row's id. */
export function toProviderSigner(signer: {
  id: number;
  name: string;
  kennitala: string;
  phone: string | null;
  email: string | null;
  language: Locale;
}): ESignatureSignerInput {
  return {
    reference: String(signer.id),
    name: signer.name,
    kennitala: signer.kennitala,
    phone: signer.phone,
    email: signer.email,
    language: signer.language,
  };
}

/** How the signers' messages name the lease: its address, else its number. */
export function getContractTitle(row: ContractRow): string {
  const address = row.realEstate?.address;
  return address ? `${address.street}, ${address.postal_code}` : `#${row.id}`;
}
