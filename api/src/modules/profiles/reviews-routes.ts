import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewSchema, reviewUpdateSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery } from '../../http/pagination.js';
import { findAttachment } from './attachments-repository.js';
import { deleteAttachment } from './attachments-service.js';
import { getProfileByUsername, touchProfile, usernameParams } from './profile-access.js';
import { getOwnerName } from './profile-repository.js';
import { storeReviewPdf } from './review-pdf.js';
import { noContent } from '../../http/responses.js';
import { reviewListResponse, reviewResponse } from './profile-schemas.js';
import {
  deleteReview,
  findReview,
  insertReview,
  listReviewsByIds,
  listReviewsOfProfiles,
  updateReview,
  type ReviewRow,
} from './reviews-repository.js';

const tags = ['tenant profile reviews'];
const idParams = z.object({ id: dbIdParam });

/** A review for its author to change (staff may also delete): 404 if none, else 403. */
const reviewFor = (allowStaff: boolean) =>
  defineSubject('review', 'id', dbIdParam, async (ctx, auth, id): Promise<ReviewRow> => {
    const review = await findReview(ctx.db, id);
    if (!review) throw notFound('No such review.');
    if (review.authorId !== auth.user.id && !(allowStaff && auth.user.isStaff))
      throw forbidden('Only the landlord who wrote the review may change it.');
    return review;
  });
const ownReview = reviewFor(false);
/** The profile a landlord reviews: any but their own. */
const reviewedProfile = defineSubject(
  'rental profile',
  'username',
  usernameParams.shape.username,
  async (ctx, auth, username) => {
    const profile = await getProfileByUsername(ctx.db, username);
    if (profile.userId === auth.user.id) throw forbidden('You cannot review yourself.');
    return profile;
  },
);
const removableReview = reviewFor(true);

const reviewView = (r: ReviewRow, authorName: string) => ({
  id: r.id,
  profile_id: r.profileId,
  author: { id: r.authorId, full_name: authorName },
  rating: r.rating,
  text: r.text,
  address: r.address,
  rental_start: r.rentalStart,
  rental_end: r.rentalEnd,
  /** A protected attachment: fetch it through /tenant-attachments/{id}/download-url/. */
  public_review_pdf: r.pdfAttachmentId ? { id: r.pdfAttachmentId } : null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function reviewsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Renders the review's PDF anew and swaps it in for the old one. */
  async function refreshPdf(review: ReviewRow, authorName: string): Promise<ReviewRow> {
    const tenantName = await getOwnerName(ctx.db, review.profileId);
    const updated = await storeReviewPdf(ctx, review, tenantName, authorName);
    if (review.pdfAttachmentId) await dropPdf(review.pdfAttachmentId);
    return updated;
  }

  async function dropPdf(attachmentId: number) {
    const old = await findAttachment(ctx.db, attachmentId);
    if (old) await deleteAttachment(ctx, old);
  }

  r.get(
    '/tenant-profiles/:username/reviews/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: reviewListResponse },
        summary: 'Reviews of a tenant by landlords',
        params: usernameParams,
      },
    },
    async (request) => {
      const profile = await getProfileByUsername(ctx.db, request.params.username);
      const rows = await listReviewsOfProfiles(ctx.db, [profile.id]);
      return { results: rows.map((row) => reviewView(row.review, row.authorName)) };
    },
  );

  r.post(
    '/tenant-profiles/:username/reviews/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'landlord', subject: reviewedProfile } },
      schema: {
        tags,
        response: { 201: reviewResponse },
        summary: 'Review a tenant (landlords; one each); a public PDF is made',
        params: usernameParams,
        body: reviewSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const profile = subjectOf(request, reviewedProfile);
      const body = request.body;
      const review = await insertReview(ctx.db, {
        profileId: profile.id,
        authorId: auth.user.id,
        rating: body.rating,
        text: body.text,
        address: body.address ?? null,
        rentalStart: body.rental_start ?? null,
        rentalEnd: body.rental_end ?? null,
      });
      if (!review)
        throw conflict(
          'You have already reviewed this tenant; edit your review instead.',
          'review_exists',
        );
      const withPdf = await refreshPdf(review, auth.user.fullName);
      await touchProfile(ctx.db, profile.id);
      return reply.status(201).send(reviewView(withPdf, auth.user.fullName));
    },
  );

  r.patch(
    '/tenant-profile-reviews/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownReview } },
      schema: {
        tags,
        response: { 200: reviewResponse },
        summary: 'Change your review (its PDF is made anew)',
        params: idParams,
        body: reviewUpdateSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const review = subjectOf(request, ownReview);
      const body = request.body;
      const start = body.rental_start === undefined ? review.rentalStart : body.rental_start;
      const end = body.rental_end === undefined ? review.rentalEnd : body.rental_end;
      if (start && end && start > end)
        throw badRequest('The rental ends before it starts.', {
          rental_end: 'validation.end_before_start',
        });
      const updated = await updateReview(ctx.db, review.id, {
        rating: body.rating,
        text: body.text,
        address: body.address,
        rentalStart: start,
        rentalEnd: end,
      });
      const withPdf = await refreshPdf(updated, auth.user.fullName);
      await touchProfile(ctx.db, review.profileId);
      return reviewView(withPdf, auth.user.fullName);
    },
  );

  r.delete(
    '/tenant-profile-reviews/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: removableReview } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Delete a review (its author, or staff)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const review = subjectOf(request, removableReview);
      await deleteReview(ctx.db, review.id);
      if (review.pdfAttachmentId) await dropPdf(review.pdfAttachmentId);
      await touchProfile(ctx.db, review.profileId);
      return reply.status(204).send();
    },
  );

  // Batch reads for the graph: reviews by id, or every review of several profiles at once.
  r.get(
    '/tenant-profile-reviews/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: reviewListResponse },
        summary:
          'Reviews by id (?ids=1,2,3) or of several profiles (?profiles=1,2,3), newest first',
        querystring: z
          .object({ ids: idsQuery.optional(), profiles: idsQuery.optional() })
          .refine((q) => q.ids || q.profiles, { error: 'validation.ids', path: ['ids'] }),
      },
    },
    async (request) => {
      const { ids, profiles } = request.query;
      const rows = ids
        ? await listReviewsByIds(ctx.db, ids)
        : await listReviewsOfProfiles(ctx.db, profiles ?? []);
      return { results: rows.map((row) => reviewView(row.review, row.authorName)) };
    },
  );
}
