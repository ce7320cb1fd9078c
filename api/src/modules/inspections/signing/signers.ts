import { inArray } from 'drizzle-orm';
import { INSPECTION_SIGNER_ROLES, isLocale, type ContractPhone, type Locale } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { listContractParties } from '../../contracts/contracts-repository.js';
import type { InspectionUserRow } from '../inspections-repository.js';
import { listReportParts, type InspectionReportRow } from '../inspections-repository.js';
import type { inspectionSigners } from '../../../db/schema/index.js';

/** Who signs a report: each landlord and tenant on it, found by kennitala for the electronic ID. */
export type InspectionSignerDraft = Omit<typeof inspectionSigners.$inferInsert, 'processId'>;

const phoneDigits = (phone: ContractPhone | undefined) =>
  phone ? `${phone.country_code}${phone.number}`.replace(/\D/g, '') : null;

export async function listInspectionSignerDrafts(
  db: Db,
  report: InspectionReportRow,
): Promise<InspectionSignerDraft[]> {
  const { users: people } = await listReportParts(db, [report.id]);
  const signing = people.filter((u) => INSPECTION_SIGNER_ROLES.includes(u.role));
  const accountIds = signing.flatMap((u) => (u.userId === null ? [] : [u.userId]));
  const accounts = new Map(
    (
      await db
        .select({ id: users.id, kennitala: users.icelandicId, language: users.primaryLanguage })
        .from(users)
        .where(inArray(users.id, [-1, ...accountIds]))
    ).map((a) => [a.id, a]),
  );
  // A person without an account: their kennitala is the contract party's of that name and side.
  const parties = await listContractParties(db, [report.contractId]);
  const partyKennitala = (u: InspectionUserRow) =>
    parties.find((p) => p.name === u.name && (p.role === 'landlord' ? 'LL' : 'TN') === u.role)
      ?.identifier ?? null;
  return signing.map((u) => {
    const account = u.userId === null ? undefined : accounts.get(u.userId);
    const language: Locale = account && isLocale(account.language) ? account.language : 'is';
    return {
      inspectionUserId: u.id,
      userId: u.userId,
      role: u.role,
      name: u.name,
      kennitala: account?.kennitala ?? partyKennitala(u) ?? '',
      phone: phoneDigits(u.phones[0]),
      email: u.emails[0]?.email ?? null,
      language,
    };
  });
}

/** The catalogue key that says why a signer cannot be sent a link, if they cannot. */
export function getInspectionSignerProblem(signer: InspectionSignerDraft): string | null {
  if (!/^\d{10}$/.test(signer.kennitala)) return 'inspection-signing.errors.signer_kennitala';
  if (!signer.phone && !signer.email) return 'inspection-signing.errors.signer_unreachable';
  return null;
}
