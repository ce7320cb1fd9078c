import type { FastifyInstance } from 'fastify';
import {
  contractPartyInputSchema,
  contractPartyPatchSchema,
  contractUnitPatchSchema,
  contractUtilitiesPutSchema,
  contractUtilityPatchSchema,
  meterReadingInputSchema,
  realEstateChoiceSchema,
  restrictionsPatchSchema,
  terminationReasonInputSchema,
} from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import { contractSubject } from '../access.js';
import {
  addMeterReading,
  addTerminationReason,
  patchRestrictions,
  patchUtility,
  putUtilities,
  removeMeterReading,
  removeTerminationReason,
} from './house-rules-service.js';
import {
  contractEntitySubject,
  contractUnitSubject,
  contractUtilitySubject,
  entityEmailSubject,
  entityPhoneSubject,
  meterReadingSubject,
  terminationReasonSubject,
} from './part-access.js';
import { routePartEdit } from './part-route.js';
import { addParty, patchParty, removeContact, removeParty } from './parties-service.js';
import { patchUnit, removeRealEstate, removeUnit, setRealEstate } from './real-estate-service.js';
import { contractRegistryRoutes } from './registry-routes.js';

/**
 * SPEC 7's contract "Parts": every write checks that the caller may edit, logs an event,
 * works out valid_steps again and answers the whole contract, so clients update their cache.
 */
export async function contractPartsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', ctx.authenticate);
  await contractRegistryRoutes(app, ctx);

  // The property, from the register, and its units.
  routePartEdit(app, ctx, {
    method: 'POST',
    url: '/contracts/:id/realestate/',
    subject: contractSubject,
    summary: 'Set the property and its rented units from the property register',
    body: realEstateChoiceSchema,
    edit: setRealEstate,
  });
  routePartEdit(app, ctx, {
    method: 'DELETE',
    url: '/contracts/:id/realestate/',
    subject: contractSubject,
    summary: 'Clear the property',
    edit: removeRealEstate,
  });
  routePartEdit(app, ctx, {
    method: 'PATCH',
    url: '/contract-units/:id/',
    subject: contractUnitSubject,
    summary: 'The size the lease agrees on, and the unit’s rooms',
    body: contractUnitPatchSchema,
    edit: patchUnit,
  });
  routePartEdit(app, ctx, {
    method: 'DELETE',
    url: '/contract-units/:id/',
    subject: contractUnitSubject,
    summary: 'Leave a unit out of the lease',
    edit: removeUnit,
  });

  // The parties, their phones and e-mails.
  for (const role of ['landlord', 'tenant'] as const)
    routePartEdit(app, ctx, {
      method: 'POST',
      url: `/contracts/:id/${role}s/`,
      subject: contractSubject,
      summary: `Add a ${role}: a person or a company with its agents`,
      body: contractPartyInputSchema,
      edit: (c, auth, subject, body) => addParty(c, auth, subject, role, body),
    });
  routePartEdit(app, ctx, {
    method: 'PATCH',
    url: '/contract-entities/:id/',
    subject: contractEntitySubject,
    summary: 'Change a landlord or tenant; lists sent replace the lists',
    body: contractPartyPatchSchema,
    edit: patchParty,
  });
  routePartEdit(app, ctx, {
    method: 'DELETE',
    url: '/contract-entities/:id/',
    subject: contractEntitySubject,
    summary: 'Remove a landlord or tenant',
    edit: removeParty,
  });
  for (const [kind, subject] of [
    ['emails', entityEmailSubject],
    ['phones', entityPhoneSubject],
  ] as const)
    routePartEdit(app, ctx, {
      method: 'DELETE',
      url: `/entity-${kind}/:id/`,
      subject,
      summary: `Remove a party’s or agent’s ${kind.slice(0, -1)}`,
      edit: (c, auth, s) => removeContact(c, auth, s, kind),
    });

  // House rules, utilities with their meter readings, termination reasons.
  routePartEdit(app, ctx, {
    method: 'PATCH',
    url: '/contracts/:id/restrictions/',
    subject: contractSubject,
    summary: 'House rules: who may rent, and the reason for a restriction',
    body: restrictionsPatchSchema,
    edit: patchRestrictions,
  });
  routePartEdit(app, ctx, {
    method: 'PUT',
    url: '/contracts/:id/utilities/',
    subject: contractSubject,
    summary: 'Set utilities by tag; the four (housefund, electricity, heating, other) exist after',
    body: contractUtilitiesPutSchema,
    edit: putUtilities,
  });
  routePartEdit(app, ctx, {
    method: 'PATCH',
    url: '/contract-utilities/:id/',
    subject: contractUtilitySubject,
    summary: 'A utility’s name, price and who pays it',
    body: contractUtilityPatchSchema,
    edit: patchUtility,
  });
  routePartEdit(app, ctx, {
    method: 'POST',
    url: '/contract-utilities/:id/readings/',
    subject: contractUtilitySubject,
    summary: 'Add a meter reading to a utility',
    body: meterReadingInputSchema,
    edit: addMeterReading,
  });
  routePartEdit(app, ctx, {
    method: 'DELETE',
    url: '/meter-readings/:id/',
    subject: meterReadingSubject,
    summary: 'Remove a meter reading',
    edit: removeMeterReading,
  });
  routePartEdit(app, ctx, {
    method: 'POST',
    url: '/contracts/:id/termination-reasons/',
    subject: contractSubject,
    summary: 'Add a ground on which the lease may be terminated',
    body: terminationReasonInputSchema,
    edit: addTerminationReason,
  });
  routePartEdit(app, ctx, {
    method: 'DELETE',
    url: '/termination-reasons/:id/',
    subject: terminationReasonSubject,
    summary: 'Remove a termination reason',
    edit: removeTerminationReason,
  });
}
