import { eq } from 'drizzle-orm';
import {
  canEditContract,
  checkRentStep,
  getContractAccess,
  checkContractTransition,
  getStepsBlockingCommit,
  getValidSteps,
  isCommittedStatus,
  LISTING_TYPES,
  type CommitContract,
  type Contract,
  type ContractActor,
  type ContractPatch,
  type ListingType,
  type ValidStep,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { contracts, listings, rentalApplications, users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import { resolveContractFinance } from '../finance/contract-finance.js';
import { refusalError, type ContractSubject } from './access.js';
import { loadContract } from './contract-view.js';
import {
  deleteContract,
  insertContract,
  insertContractEvent,
  insertContractParties,
  insertStepLog,
  lockContract,
  updateContract,
  type ContractRow,
} from './contracts-repository.js';
import { nextPartIds, withDefaultUtilities } from './parts/parts-repository.js';
import { closeOpenProcess, countSignatures } from './signing/signing-repository.js';
import { cancelAtProvider } from './signing/signing-service.js';
import { generatePaymentSchedule, loadScheduleIndex } from '../payments/schedule-service.js';

const INSURANCE_OVER_CAP = 'validation.insurance_over_cap';
const CAP_FIELDS: readonly (keyof ContractPatch)[] = [
  'price',
  'insurance_amount',
  'insurance_type',
];
type ContractValues = Partial<typeof contracts.$inferInsert>;

/** Where a new contract starts: empty, from one of the caller's listings, or an accepted application. */
export type CreateContractInput = { listing_id?: number; application_id?: number };

const isListingType = (v: string | null): v is ListingType =>
  !!v && (LISTING_TYPES as readonly string[]).includes(v);

async function findOwnListing(ctx: AppContext, auth: Auth, listingId: number) {
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, listingId)).limit(1);
  if (!listing || (listing.ownerId !== auth.user.id && !auth.user.isStaff))
    throw badRequest('Choose one of your own listings.', { listing_id: 'validation.invalid' });
  return listing;
}

async function findAcceptedApplication(ctx: AppContext, auth: Auth, applicationId: number) {
  const [found] = await ctx.db
    .select({ application: rentalApplications, listing: listings, tenant: users })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .where(eq(rentalApplications.id, applicationId))
    .limit(1);
  const isOwn = !!found && (found.listing.ownerId === auth.user.id || auth.user.isStaff);
  if (!found || !isOwn || found.application.status !== 'accepted')
    throw badRequest('Choose an accepted application for one of your listings.', {
      application_id: 'validation.invalid',
    });
  return found;
}

/** The fields a listing fills in: the property, the rent and its currency. */
function fromListing(listing: typeof listings.$inferSelect): ContractValues {
  const street = [listing.street, listing.houseNumber].filter(Boolean).join(' ');
  return {
    listingId: listing.id,
    listingType: isListingType(listing.listingType) ? listing.listingType : null,
    rooms: listing.rooms,
    price: listing.price,
    currency: listing.currency,
    realEstate:
      street && listing.postalCode
        ? { landreg_id: null, address: { street, postal_code: listing.postalCode }, units: [] }
        : null,
  };
}

async function recordEvent(
  tx: Tx,
  contractId: number,
  auth: Auth,
  kind: string,
  data: Record<string, unknown> = {},
) {
  await insertContractEvent(tx, { contractId, actorId: auth.user.id, kind, data });
}

/** 403 to a reader; 409 to an editor when the contract is past the point of changing. */
export function assertCanEdit(row: ContractRow, actor: ContractActor): void {
  if (canEditContract(row.status, actor)) return;
  throw refusalError(getContractAccess(actor) === 'edit' ? 'wrong_status' : 'forbidden');
}

/**
 * Runs `change` on the contract's row locked, as it is now rather than as the request's access
 * check saw it: a commit, a patch or a delete racing another one decides on the latest state.
 */
export function withLockedContract<T>(
  ctx: AppContext,
  id: number,
  change: (tx: Tx, row: ContractRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockContract(tx, id);
    if (!row) throw refusalError('not_found');
    return change(tx, row);
  });
}

/** valid_steps as domain's rules judge the contract now. */
async function withValidSteps(tx: Tx, row: ContractRow): Promise<ContractRow> {
  const contract = await loadContract(tx, row);
  const validSteps: ValidStep[] = getValidSteps(contract);
  return updateContract(tx, row.id, { validSteps });
}

export async function createContract(
  ctx: AppContext,
  auth: Auth,
  input: CreateContractInput,
): Promise<ContractRow> {
  const found = input.application_id
    ? await findAcceptedApplication(ctx, auth, input.application_id)
    : null;
  const listing =
    found?.listing ?? (input.listing_id ? await findOwnListing(ctx, auth, input.listing_id) : null);
  return ctx.db.transaction(async (tx) => {
    const row = await insertContract(tx, {
      createdById: auth.user.id,
      applicationId: found?.application.id ?? null,
      ...(listing ? fromListing(listing) : {}),
      utilities: await withDefaultUtilities(tx),
    });
    const me = auth.user;
    const [myEmailId, tenantEmailId] = await nextPartIds(tx, 2);
    await insertContractParties(tx, [
      {
        contractId: row.id,
        role: 'landlord',
        userId: me.id,
        name: me.fullName,
        identifier: me.icelandicId ?? '',
        emails: [{ id: myEmailId, email: me.email }],
      },
      ...(found
        ? [
            {
              contractId: row.id,
              role: 'tenant' as const,
              userId: found.tenant.id,
              name: found.tenant.fullName,
              identifier: found.tenant.icelandicId ?? '',
              emails: [{ id: tenantEmailId, email: found.tenant.email }],
            },
          ]
        : []),
    ]);
    await recordEvent(tx, row.id, auth, 'created', {
      listing_id: row.listingId,
      application_id: row.applicationId,
    });
    return withValidSteps(tx, row);
  });
}

/** The PATCH body's fields as columns; only the keys sent are touched. */
function patchValues(patch: ContractPatch): ContractValues {
  const v: ContractValues = {};
  const set = <K extends keyof ContractPatch>(
    key: K,
    apply: (value: NonNullable<ContractPatch[K]> | null) => void,
  ) => {
    if (key in patch) apply((patch[key] ?? null) as NonNullable<ContractPatch[K]> | null);
  };
  set('listing_type', (x) => (v.listingType = x?.tag ?? null));
  set('special_group_usage', (x) => (v.specialGroupUsage = x));
  set('rooms', (x) => (v.rooms = x));
  set('start_date', (x) => (v.startDate = x));
  set('end_date', (x) => (v.endDate = x));
  set('is_definite', (x) => (v.isDefinite = x));
  set('termination_term_length', (x) => (v.terminationTermLength = x));
  set('price', (x) => (v.price = x));
  set('currency', (x) => (v.currency = x));
  set('insurance_type', (x) => (v.insuranceType = x));
  set('insurance_amount', (x) => (v.insuranceAmount = x));
  set('pre_paid_rent_amount', (x) => (v.prePaidRentAmount = x));
  set('pre_paid_rent_months', (x) => (v.prePaidRentMonths = x));
  set('is_indexed', (x) => (v.isIndexed = x ?? false));
  set('index_base_month', (x) => (v.indexBaseMonth = x));
  set('index_base_value', (x) => (v.indexBaseValue = x));
  set('payee', (x) => (v.payee = x));
  set('payor', (x) => (v.payor = x));
  set('paid_with_cash', (x) => (v.paidWithCash = x ?? false));
  set('restrictions', (x) => x && (v.restrictions = x));
  set('fire_hazard_smoke_detectors', (x) => (v.fireHazardSmokeDetectors = x ?? false));
  set(
    'fire_hazard_hand_fire_extinguishers',
    (x) => (v.fireHazardHandFireExtinguishers = x ?? false),
  );
  set('fire_hazard_escape_routes', (x) => (v.fireHazardEscapeRoutes = x ?? false));
  set('fire_hazard_comply_declaration', (x) => (v.fireHazardComplyDeclaration = x ?? false));
  set('smoke_detector_count', (x) => (v.smokeDetectorCount = x));
  return v;
}

/** The fields a payment schedule is made from. */
const SCHEDULE_FIELDS = [
  'start_date',
  'end_date',
  'is_definite',
  'price',
  'currency',
  'utilities',
  'is_indexed',
  'index_base_month',
  'index_base_value',
] as const;

export async function patchContract(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
  patch: ContractPatch,
): Promise<ContractRow> {
  // Checked early so a reader's request does not reach the bank; again on the locked row.
  assertCanEdit(row, actor);
  const financeValues = await resolveContractFinance(ctx, auth, row, patch);
  // Read before the transaction: the index provider does not share its connection.
  const scheduleIndex =
    isCommittedStatus(row.status) && SCHEDULE_FIELDS.some((field) => field in patch)
      ? await loadScheduleIndex(ctx.providers.priceIndex, {
          isIndexed: patch.is_indexed ?? row.isIndexed,
          startDate: patch.start_date ?? row.startDate,
          indexBaseMonth: patch.index_base_month ?? row.indexBaseMonth,
        })
      : null;
  return withLockedContract(ctx, row.id, async (tx, current) => {
    assertCanEdit(current, actor);
    const updated = await updateContract(tx, row.id, { ...patchValues(patch), ...financeValues });
    const contract = await loadContract(tx, updated);
    // Insurance over 3 x (price + housefund) is refused outright, not only marked invalid.
    const overCap = checkRentStep(contract).errors.find((e) => e.code === INSURANCE_OVER_CAP);
    if (overCap && CAP_FIELDS.some((field) => field in patch))
      throw badRequest('The insurance is over the legal cap.', { [overCap.field]: overCap.code });
    await recordEvent(tx, row.id, auth, 'updated', { fields: Object.keys(patch) });
    // Staff correcting a committed lease's terms: its schedule follows (paid, invoiced and
    // hand-added items stay).
    if (scheduleIndex && isCommittedStatus(current.status))
      await generatePaymentSchedule(tx, updated, scheduleIndex);
    return updateContract(tx, row.id, { validSteps: getValidSteps(contract) });
  });
}

export async function removeContract(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
): Promise<void> {
  await withLockedContract(ctx, row.id, async (tx, current) => {
    const check = checkContractTransition({
      status: current.status,
      action: 'delete',
      actor,
      signType: current.signType,
    });
    if (!check.ok) throw refusalError(check.reason);
    await deleteContract(tx, row.id);
    await publishEvent(tx, 'contract.deleted', { contract_id: row.id, actor_id: auth.user.id });
  });
}

export async function logContractStep(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
  step: ValidStep,
): Promise<void> {
  await withLockedContract(ctx, row.id, async (tx, current) => {
    assertCanEdit(current, actor);
    await insertStepLog(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      stepName: step.step_name,
      isValid: step.is_valid,
    });
    await recordEvent(tx, row.id, auth, 'step_logged', { ...step });
  });
}

export async function commitContract(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
  body: CommitContract,
): Promise<ContractRow> {
  // The schedule's index values, read before the transaction (the index provider does not share
  // its connection); a draft's index terms rarely change in the moment before its commit.
  const scheduleIndex = await loadScheduleIndex(ctx.providers.priceIndex, row);
  return withLockedContract(ctx, row.id, async (tx, current) => {
    const contract: Contract = await loadContract(tx, current);
    const blocking = getStepsBlockingCommit(contract);
    const check = checkContractTransition({
      status: current.status,
      action: 'commit',
      actor,
      signType: body.sign_type,
      skipIdCheck: body.skip_id_check,
      areStepsValid: blocking.length === 0,
    });
    if (!check.ok) {
      if (check.reason === 'steps_invalid')
        throw refusalError(
          check.reason,
          Object.fromEntries(
            blocking.map((step) => [`steps.${step}`, 'contracts.errors.steps_invalid']),
          ),
        );
      if (check.reason === 'skip_id_check_staff_only')
        throw refusalError(check.reason, {
          skip_id_check: 'contracts.errors.skip_id_check_staff_only',
        });
      throw refusalError(check.reason);
    }
    const committed = await updateContract(tx, row.id, {
      status: 'committed',
      signType: body.sign_type,
      skipIdCheck: body.skip_id_check,
      committedAt: new Date(),
    });
    // SPEC 4: the payment schedule exists from the commit on, made in the same transaction.
    await generatePaymentSchedule(tx, committed, scheduleIndex);
    await recordEvent(tx, row.id, auth, 'committed', { ...body });
    await publishEvent(tx, 'contract.committed', { contract_id: row.id, actor_id: auth.user.id });
    return withValidSteps(tx, committed);
  });
}

export async function uncommitContract(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
): Promise<ContractRow> {
  const { draft, closed } = await withLockedContract(ctx, row.id, async (tx, current) => {
    const check = checkContractTransition({
      status: current.status,
      action: 'uncommit',
      actor,
      signType: current.signType,
      signatureCount: await countSignatures(tx, row.id),
    });
    if (!check.ok) throw refusalError(check.reason);
    const updated = await updateContract(tx, row.id, { status: 'draft', committedAt: null });
    // Reopened while signing: the process ends with it (nobody has signed, as checked above).
    const ended = await closeOpenProcess(tx, row.id, 'cancelled');
    await recordEvent(tx, row.id, auth, 'uncommitted');
    await publishEvent(tx, 'contract.uncommitted', { contract_id: row.id, actor_id: auth.user.id });
    return { draft: await withValidSteps(tx, updated), closed: ended };
  });
  if (closed) await cancelAtProvider(ctx, closed);
  return draft;
}
