import type { SQL } from 'drizzle-orm';
import {
  checkAnswers,
  checkRequirements,
  nextApplicationStatus,
  preApprovalStatus,
  type ApplicationAction,
  type Answers,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { rentalApplications } from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { publishEvent, type EventType } from '../events/outbox.js';
import { toPage } from '../../http/pagination.js';
import { findListing } from '../listings/listings-repository.js';
import type { ApplicationListQuery } from './application-schemas.js';
import { loadApplicationViews } from './application-view.js';
import {
  findApplication,
  findHouseholdFacts,
  findListingOwnerId,
  findRentalProfileOfUser,
  insertApplication,
  listCorenterProfileIds,
  pageApplications,
  updateApplication,
  updateApplicationInStatus,
  type ApplicationRow,
} from './applications-repository.js';

type ApplyInput = {
  listing_id: number;
  message?: string;
  answers: Answers;
  corenter_ids: number[];
};

/** Who applies: the tenant's household and pre-approval, for the listing's requirements. */
async function applicantFacts(ctx: AppContext, profileId: number, corenterIds: number[]) {
  const household = [profileId, ...corenterIds];
  const { children, pets, approval } = await findHouseholdFacts(ctx.db, profileId, household);
  const isCommitted =
    !!approval &&
    preApprovalStatus(approval.status, approval.expiresAt, new Date()) === 'committed';
  return {
    householdSize: household.length + children,
    hasCommittedPreApproval: isCommitted,
    avgNetIncome: isCommitted ? (approval.avgNetIncome ?? null) : null,
    hasPets: pets > 0,
  };
}

export async function applyForListing(
  ctx: AppContext,
  auth: Auth,
  input: ApplyInput,
): Promise<ApplicationRow> {
  if (auth.user.userType !== 'TN') throw forbidden('Only tenants apply for homes.');
  const listing = await findListing(ctx.db, input.listing_id);
  if (!listing || listing.status !== 'published') {
    throw badRequest(
      'This listing is not open for applications.',
      { listing_id: 'validation.listing_not_open' },
      'listing_not_open',
    );
  }
  const profile = await findRentalProfileOfUser(ctx.db, auth.user.id);
  if (!profile) throw conflict('Create your rental profile first.', 'no_rental_profile');
  const answerErrors = checkAnswers(listing.questions ?? [], input.answers);
  if (Object.keys(answerErrors).length)
    throw badRequest('Answer the landlord’s questions.', answerErrors);
  const corenterIds = [...new Set(input.corenter_ids)];
  if (corenterIds.length) {
    const known = await listCorenterProfileIds(ctx.db, profile.id);
    const stranger = corenterIds.find((id) => !known.has(id));
    if (stranger !== undefined)
      throw badRequest('Only your co-renters can apply with you.', {
        corenter_ids: 'validation.not_a_corenter',
      });
  }
  const failures = checkRequirements(
    {
      max_occupants: listing.maxOccupants,
      requires_pre_approval: listing.requiresPreApproval,
      min_income: listing.minIncome,
      pets_allowed: listing.petsAllowed,
    },
    await applicantFacts(ctx, profile.id, corenterIds),
  );
  if (failures.length) {
    throw unprocessable(
      'The listing’s requirements are not met.',
      'requirements_not_met',
      Object.fromEntries(failures.map((f) => [f, `requirements.${f}`])),
    );
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertApplication(
        tx,
        {
          listingId: listing.id,
          tenantId: auth.user.id,
          message: input.message ?? null,
          answers: input.answers,
        },
        corenterIds,
      );
      await publishEvent(tx, 'application.created', { applicationId: row.id });
      return row;
    });
  } catch (error) {
    if (
      String((error as { cause?: unknown }).cause ?? error).includes(
        'rental_applications_one_active',
      )
    ) {
      throw conflict('You have already applied for this home.', 'already_applied');
    }
    throw error;
  } finally {
    void ctx.events.kick();
  }
}

/** The tenant's own application, or 404. */
export async function getTenantApplication(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<ApplicationRow> {
  const row = await findApplication(ctx.db, id);
  if (!row || (row.tenantId !== auth.user.id && !auth.user.isStaff))
    throw notFound('No such application.');
  return row;
}

/** An application for one of the landlord's listings, or 404; staff see all. */
export async function getLandlordApplication(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<ApplicationRow> {
  const row = await findApplication(ctx.db, id);
  if (!row) throw notFound('No such application.');
  if (auth.user.isStaff) return row;
  if ((await findListingOwnerId(ctx.db, row.listingId)) !== auth.user.id)
    throw notFound('No such application.');
  return row;
}

/** The application a tenant route's path names: the applicant's (and staff's) only, else 404. */
export const tenantApplication = defineSubject(
  'application',
  'id',
  dbIdParam,
  getTenantApplication,
);
/** The application for its applicant to change: staff may see it (403), others not (404). */
export const applicantApplication = defineSubject(
  'application',
  'id',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const row = await getTenantApplication(ctx, auth, id);
    if (row.tenantId !== auth.user.id)
      throw forbidden('Only the applicant can change an application.');
    return row;
  },
);
/** The application a landlord route's path names: for the listing's landlord and staff, else 404. */
export const landlordApplication = defineSubject(
  'application',
  'id',
  dbIdParam,
  getLandlordApplication,
);

const CONFLICT_TEXT: Record<ApplicationAction, string> = {
  accept: 'Only a pending application can be accepted.',
  deny: 'Only a pending application can be denied.',
  undo_deny: 'Only a denied application can have its denial undone.',
  cancel: 'This application can no longer be cancelled.',
  consider: 'Only a pending application can be marked as considered.',
  edit_answers: 'Answers can be changed only while the application is pending.',
};

/** Applies a status change in one guarded update, with its event; 409 when it makes no sense. */
export async function transition(
  ctx: AppContext,
  row: ApplicationRow,
  action: ApplicationAction,
  changes: Partial<typeof rentalApplications.$inferInsert>,
  event: EventType | null,
  payload: Record<string, unknown> = {},
): Promise<ApplicationRow> {
  const next = nextApplicationStatus(row.status, action);
  if (!next) throw conflict(CONFLICT_TEXT[action], 'invalid_transition');
  const updated = await ctx.db.transaction(async (tx) => {
    const u = await updateApplicationInStatus(tx, row.id, row.status, {
      ...changes,
      status: next,
      updatedAt: new Date(),
    });
    if (!u) throw conflict('The application changed meanwhile; reload it.', 'invalid_transition');
    if (event) await publishEvent(tx, event, { applicationId: row.id, ...payload });
    return u;
  });
  if (event) void ctx.events.kick();
  return updated;
}

/** Marks the landlord's first reaction, for response-time insights. */
export const firstResponse = (row: ApplicationRow) =>
  row.firstResponseAt ? {} : { firstResponseAt: new Date() };

/** One page of applications as views, in the REST page shape. */
export async function applicationsPage(
  ctx: AppContext,
  url: string,
  where: SQL | undefined,
  query: ApplicationListQuery,
  options: { auth: Auth; withProfiles?: boolean },
) {
  const { rows, total } = await pageApplications(ctx.db, where, query);
  const views = await loadApplicationViews(ctx.db, rows, options);
  return toPage(url, query.page, query.page_size, total, views);
}

/** The landlord marks an application read or unread; reading it is a first response. */
export async function markApplicationRead(
  ctx: AppContext,
  row: ApplicationRow,
  isRead: boolean,
): Promise<ApplicationRow> {
  if (row.status === 'cancelled')
    throw conflict('A withdrawn application cannot be marked.', 'invalid_transition');
  return updateApplication(ctx.db, row.id, {
    isReadByLandlord: isRead,
    ...(isRead ? firstResponse(row) : {}),
    updatedAt: new Date(),
  });
}
