import type { InspectionCondition, IssueResponsibility, IssueSeverity } from '@leiga/domain';
import type { Db } from '../db/client.js';
import type { ContractRow } from '../modules/contracts/contracts-repository.js';
import { listReportParts } from '../modules/inspections/inspections-repository.js';
import {
  commitReport,
  createIssue,
  createReport,
  fillConditions,
  patchSubject,
} from '../modules/inspections/inspections-service.js';
import type { DemoUser } from './seed-contracts.js';

type SubjectEntry = { condition: InspectionCondition; note: string };

/** What the walk-through found, by `room:subject`; every other subject is in good condition. */
const FINDINGS: Readonly<Record<string, SubjectEntry>> = {
  'apartment:entrance_door': {
    condition: 'good',
    note: 'Tveir lyklar að útidyrum og einn að póstkassa afhentir.',
  },
  'apartment:smoke_detector': {
    condition: 'new',
    note: 'Nýr reykskynjari settur upp og prófaður við úttekt.',
  },
  'hallway:floor': { condition: 'worn', note: 'Flísar mattar við útidyr eftir gönguumferð.' },
  'living_room:walls': { condition: 'good', note: 'Nýmálað í ágúst; naglagöt fyllt.' },
  'living_room:floor': {
    condition: 'worn',
    note: 'Eikarparket slitið við svalahurð, engar rispur.',
  },
  'living_room:windows': { condition: 'good', note: 'Gler heilt, engin móða milli glerja.' },
  'kitchen:countertop': {
    condition: 'damaged',
    note: 'Brunablettur á borðplötu hægra megin við helluborð.',
  },
  'kitchen:dishwasher': { condition: 'new', note: 'Ný uppþvottavél, sett upp í október.' },
  'bathroom:shower': { condition: 'worn', note: 'Kalkblettir á sturtugleri.' },
  'bathroom:ventilation': { condition: 'good', note: 'Vifta virkar, hreinsuð við úttekt.' },
};

/** The one issue of the demo report, on the kitchen countertop. */
const COUNTERTOP_ISSUE: {
  key: string;
  description: string;
  severity: IssueSeverity;
  responsibility: IssueResponsibility;
} = {
  key: 'kitchen:countertop',
  description:
    'Brunablettur um 3 cm í þvermál á borðplötu við helluborð. Var til staðar við afhendingu; leigjandi ber ekki ábyrgð á honum.',
  severity: 'minor',
  responsibility: 'landlord',
};

/**
 * A move-in report on Jón's lease signed on paper (issue #17 "Data"), made through the real
 * inspection code: the rooms come from the contract, the walk-through's findings are recorded
 * with Icelandic notes, one defect on the kitchen countertop, and the report is committed for
 * electronic signing, so a newcomer finds a finished report from the contract page.
 */
export async function seedInspectionReport(
  db: Db,
  leases: readonly { landlord: DemoUser; contract: ContractRow }[],
): Promise<number | null> {
  const lease = leases.find(
    (l) => l.landlord.email === 'jon@leiga.is' && l.contract.status === 'signed',
  );
  if (!lease) return null;
  const ctx = { db };
  const auth = { user: lease.landlord, sessionId: 'demo-seed' };
  const report = await createReport(
    ctx,
    auth,
    {
      row: lease.contract,
      actor: { isStaff: false, partyRoles: ['landlord'], collaboratorAccess: null },
    },
    { kind: 'move_in' },
  );
  const subject = { row: report, actor: { isStaff: false, roles: ['LL' as const] } };
  const { units, subjects } = await listReportParts(db, [report.id]);
  const unitType = new Map(units.map((u) => [u.id, u.type]));
  const keyOf = (s: (typeof subjects)[number]) => `${unitType.get(s.unitId)}:${s.tag}`;
  for (const s of subjects) {
    const finding = FINDINGS[keyOf(s)];
    if (finding) await patchSubject(ctx, subject, s.id, finding);
  }
  const countertop = subjects.find((s) => keyOf(s) === COUNTERTOP_ISSUE.key);
  if (countertop)
    await createIssue(ctx, auth, subject, {
      subject_id: countertop.id,
      description: COUNTERTOP_ISSUE.description,
      severity: COUNTERTOP_ISSUE.severity,
      responsibility: COUNTERTOP_ISSUE.responsibility,
    });
  for (const unit of units) await fillConditions(ctx, subject, unit.id, { condition: 'good' });
  await commitReport(ctx, auth, subject, { sign_type: 'electronic' });
  return report.id;
}
