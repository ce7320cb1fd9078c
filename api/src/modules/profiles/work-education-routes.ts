import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  educationSchema,
  educationUpdateSchema,
  employerSchema,
  employerUpdateSchema,
  findInstitution,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { profileEducations, profileEmployers } from '../../db/schema/index.js';
import { subjectOf } from '../../http/access.js';
import { badRequest } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { ownProfile, touchProfile, usernameParams } from './profile-access.js';
import { sectionRow } from './section-access.js';
import {
  findEducation,
  findEmployer,
  insertEducation,
  insertEmployer,
  updateEducation,
  updateEmployer,
} from './sections-repository.js';
import { educationView, employerView } from './section-views.js';
import { educationResponse, employerResponse } from './profile-schemas.js';

const tags = ['tenant profile sections'];
const idParams = z.object({ id: dbIdParam });

/** A known institution fills in its name; an unknown id is a field error. */
function withInstitution<
  T extends { institution_id?: string | null; institution_name?: string | null },
>(body: T) {
  if (!body.institution_id)
    return { institutionId: body.institution_id, institutionName: body.institution_name };
  const known = findInstitution(body.institution_id);
  if (!known)
    throw badRequest('No such institution.', { institution_id: 'validation.institution' });
  return { institutionId: known.id, institutionName: known.name };
}

/** Employers and educations: POST under the profile, PATCH by id (deletes in sections-routes). */
export async function workEducationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const db = ctx.db;

  // Employers.
  r.post(
    '/tenant-profiles/:username/employers/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: employerResponse },
        summary: 'Add an employer',
        params: usernameParams,
        body: employerSchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const { name, position, start_date, end_date } = request.body;
      const row = await insertEmployer(db, profile.id, {
        name,
        position,
        startDate: start_date,
        endDate: end_date,
      });
      await touchProfile(db, profile.id);
      return reply.status(201).send(employerView(row));
    },
  );
  r.patch(
    '/tenant-employers/:id/',
    {
      config: { access: { subject: sectionRow(profileEmployers, 'employer') } },
      schema: {
        tags,
        response: { 200: employerResponse },
        summary: 'Change an employer',
        params: idParams,
        body: employerUpdateSchema,
      },
    },
    async (request) => {
      const profileId = subjectOf(request, sectionRow(profileEmployers, 'employer'));
      const { name, position, start_date, end_date } = request.body;
      const current = await findEmployer(db, request.params.id);
      const startDate = start_date === undefined ? current!.startDate : start_date;
      const endDate = end_date === undefined ? current!.endDate : end_date;
      if (startDate && endDate && startDate > endDate)
        throw badRequest('The end is before the start.', {
          end_date: 'validation.end_before_start',
        });
      const row = await updateEmployer(db, request.params.id, {
        name,
        position,
        startDate,
        endDate,
      });
      await touchProfile(db, profileId);
      return employerView(row);
    },
  );

  // Educations.
  r.post(
    '/tenant-profiles/:username/educations/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: educationResponse },
        summary: 'Add an education',
        params: usernameParams,
        body: educationSchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const { institutionId, institutionName } = withInstitution(request.body);
      const { program, start_year, end_year } = request.body;
      const row = await insertEducation(db, profile.id, {
        institutionId: institutionId ?? null,
        institutionName: institutionName!,
        program,
        startYear: start_year,
        endYear: end_year,
      });
      await touchProfile(db, profile.id);
      return reply.status(201).send(educationView(row));
    },
  );
  r.patch(
    '/tenant-educations/:id/',
    {
      config: { access: { subject: sectionRow(profileEducations, 'education') } },
      schema: {
        tags,
        response: { 200: educationResponse },
        summary: 'Change an education',
        params: idParams,
        body: educationUpdateSchema,
      },
    },
    async (request) => {
      const profileId = subjectOf(request, sectionRow(profileEducations, 'education'));
      const body = request.body;
      const current = await findEducation(db, request.params.id);
      const touchesInstitution =
        body.institution_id !== undefined || body.institution_name !== undefined;
      const institution = touchesInstitution
        ? withInstitution(body)
        : { institutionId: current!.institutionId, institutionName: current!.institutionName };
      if (!institution.institutionName)
        throw badRequest('Name the school.', { institution_name: 'validation.required' });
      const startYear = body.start_year === undefined ? current!.startYear : body.start_year;
      const endYear = body.end_year === undefined ? current!.endYear : body.end_year;
      if (startYear && endYear && startYear > endYear)
        throw badRequest('The end is before the start.', {
          end_year: 'validation.end_before_start',
        });
      const row = await updateEducation(db, request.params.id, {
        institutionId: institution.institutionId ?? null,
        institutionName: institution.institutionName,
        program: body.program,
        startYear,
        endYear,
      });
      await touchProfile(db, profileId);
      return educationView(row);
    },
  );
}
