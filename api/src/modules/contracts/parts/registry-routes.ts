import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentsSuggestionsSchema,
  entityAutofillSchema,
  propertySearchQuerySchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { toPage } from '../../../http/pagination.js';
import type { RegistryProperty } from '../../../providers/property-registry/property-registry-provider.js';
import {
  agentSuggestionsResponse,
  entityAutofillResponse,
  registryPropertyPageResponse,
} from './part-schemas.js';
import { askRegistry } from './real-estate-service.js';
import { autofillEntity, suggestAgents } from './registry-service.js';

const tags = ['rental contracts'];
const signedIn = { access: { role: 'signed_in' as const } };

function toRegistryProperty(p: RegistryProperty) {
  return {
    property_code: p.propertyCode,
    landreg_id: p.landregId,
    address_code: p.addressCode,
    address: {
      street: p.address.street,
      house_number: p.address.houseNumber,
      postal_code: p.address.postalCode,
      town: p.address.town,
    },
    units: p.units.map((u) => ({
      unit_code: u.unitCode,
      usage: u.usage,
      size: u.sizeM2,
      rooms: u.rooms,
      fire_insurance_value: u.fireInsuranceValue,
      property_value: u.propertyValue,
    })),
  };
}

/** Lookups a contract's wizard makes: the property register and the national registry. */
export async function contractRegistryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/property-registry/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Properties by address or fastanúmer, with their units (HMS fasteignaskrá)',
        querystring: propertySearchQuerySchema,
        response: { 200: registryPropertyPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await askRegistry(() =>
        ctx.providers.propertyRegistry.search({ text: q.q, page: q.page, pageSize: q.page_size }),
      );
      return toPage(
        request.url,
        q.page,
        q.page_size,
        page.total,
        page.results.map(toRegistryProperty),
      );
    },
  );

  r.post(
    '/entity-autofill/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Name and address of a person or company by kennitala (national registry)',
        body: entityAutofillSchema,
        response: { 200: entityAutofillResponse },
      },
    },
    async (request) => autofillEntity(ctx, request.body.identifier),
  );

  r.post(
    '/agents-suggestions/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'People who may act for a company: its procurators and agents I named before',
        body: agentsSuggestionsSchema,
        response: { 200: agentSuggestionsResponse },
      },
    },
    async (request) => ({ results: await suggestAgents(ctx, getAuth(request), request.body) }),
  );
}
