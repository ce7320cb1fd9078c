import type { ContractMoveInQuery } from '../../../__generated__/graphql';

type MoveInContract = NonNullable<ContractMoveInQuery['contract']>;
type Guarantee = ContractMoveInQuery['myRentalGuarantees']['items'][number];

/** Where a step of moving in stands: done, under way, or waiting for someone. */
export type MoveInState = 'done' | 'under_way' | 'waiting';

export type MoveInStep =
  | { name: 'signed' | 'registered'; state: MoveInState }
  | { name: 'guarantee'; state: MoveInState; guaranteeId: string | null }
  | { name: 'inspection'; state: MoveInState; reportId: string | null }
  | { name: 'keys'; state: MoveInState; keyCount: number; handedOverOn: string | null }
  | {
      name: 'first_rent';
      state: MoveInState;
      dueDate: string | null;
      amountDue: number | null;
      /** The item's own status (UPCOMING, DUE, LATE...): how the text reads. */
      paymentStatus: string | null;
      currency: string;
    };

/** A guarantee that stands for the lease now, or is on its way to it. */
const GUARANTEE_IN_FORCE = new Set(['ISSUED', 'ACTIVE', 'CANCELLATION_REQUESTED']);
const GUARANTEE_UNDER_WAY = new Set([
  'DRAFT',
  'ASSESSED',
  'APPROVED',
  'NEEDS_GUARANTOR',
  'COMMITTED',
]);

/**
 * A tenant's way into the home, from the lease's data: signed, registered with HMS, the rental
 * guarantee (when the lease's security is one, or one is on its way), the move-in inspection,
 * the keys and the first rent. Each is derived from what the api holds, nothing is ticked by hand.
 */
export function moveInSteps(
  contract: MoveInContract,
  guarantees: readonly Guarantee[],
): MoveInStep[] {
  const signed = contract.status === 'SIGNED' || contract.status === 'REGISTERED';
  const steps: MoveInStep[] = [
    {
      name: 'signed',
      state: signed ? 'done' : contract.status === 'SIGNING' ? 'under_way' : 'waiting',
    },
    {
      name: 'registered',
      // Once signed, the lease goes to HMS's register on its own (the outbox).
      state: contract.status === 'REGISTERED' ? 'done' : signed ? 'under_way' : 'waiting',
    },
  ];

  const ofLease = guarantees.filter((g) => g.contractId === contract.id);
  const inForce = ofLease.find((g) => GUARANTEE_IN_FORCE.has(g.status));
  const underWay = ofLease.find((g) => GUARANTEE_UNDER_WAY.has(g.status));
  if (contract.insuranceType === 'RENTAL_GUARANTEE' || inForce || underWay) {
    const guarantee = inForce ?? underWay ?? null;
    steps.push({
      name: 'guarantee',
      state: inForce ? 'done' : underWay ? 'under_way' : 'waiting',
      guaranteeId: guarantee?.id ?? null,
    });
  }

  const moveIn = contract.inspectionReports.find((r) => r.kind === 'MOVE_IN') ?? null;
  steps.push({
    name: 'inspection',
    state: moveIn?.status === 'SIGNED' ? 'done' : moveIn ? 'under_way' : 'waiting',
    reportId: moveIn?.id ?? null,
  });

  const toTenant = contract.keyHandovers.filter((k) => k.direction === 'TO_TENANT');
  steps.push({
    name: 'keys',
    state: toTenant.length > 0 ? 'done' : 'waiting',
    keyCount: toTenant.reduce((sum, k) => sum + k.keyCount, 0),
    handedOverOn: toTenant.map((k) => k.handedOverOn).sort()[0] ?? null,
  });

  const schedule = contract.paymentSchedule;
  const first = [...(schedule?.items ?? [])].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  steps.push({
    name: 'first_rent',
    state:
      first?.status === 'PAID' ? 'done' : first?.status === 'PARTLY_PAID' ? 'under_way' : 'waiting',
    dueDate: first?.dueDate ?? null,
    amountDue: first?.amountDue ?? null,
    paymentStatus: first?.status ?? null,
    currency: schedule?.currency ?? 'ISK',
  });
  return steps;
}
