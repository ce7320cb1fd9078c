import sharp from 'sharp';
import { DEMO_PASSWORD, restLogin, type Stack } from './helpers.js';

/** Every wizard step's fields for a believable flat, as ListingFieldsInput names them. */
export function completeListingFields(overrides: Record<string, unknown> = {}) {
  return {
    street: 'Grettisgata',
    houseNumber: '54',
    unit: '0201',
    postalCode: '101',
    lat: 64.1437,
    lng: -21.9203,
    propertyNumber: 'F2001234',
    floor: 2,
    hasElevator: false,
    listingType: 'APARTMENT',
    title: 'Björt þriggja herbergja íbúð í miðbænum',
    description:
      'Falleg og björt íbúð á annarri hæð í rólegu húsi við Grettisgötu, stutt í alla þjónustu.',
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    sizeM2: 78,
    isFurnished: false,
    amenities: ['WASHING_MACHINE', 'BALCONY'],
    heatingIncluded: true,
    electricityIncluded: false,
    internetIncluded: false,
    housefundIncluded: true,
    price: 285000,
    currency: 'ISK',
    securityType: 'DEPOSIT',
    securityMonths: 3,
    durationType: 'INDEFINITE',
    endDate: null,
    minMonths: 12,
    availableFrom: '2026-12-01',
    maxOccupants: 3,
    requiresPreApproval: false,
    minIncome: null,
    petsAllowed: true,
    smokingAllowed: false,
    questions: [{ id: 'q-move', text: 'Hvenær viltu flytja inn?', required: true }],
    ...overrides,
  };
}

const ENUM_FIELDS = new Set(['listingType', 'securityType', 'durationType', 'amenities']);

/** The same fields as the REST body names them, for setting up listings through the api. */
function restFields(overrides: Record<string, unknown> = {}) {
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
  return Object.fromEntries(
    Object.entries(completeListingFields(overrides)).map(([key, value]) => {
      const rest = key === 'sizeM2' ? 'size_m2' : snake(key);
      if (!ENUM_FIELDS.has(key)) return [rest, value];
      return [rest, Array.isArray(value) ? value.map(lower) : lower(value)];
    }),
  );
}

/** A small photo made on the spot, nothing downloaded. */
export function makePhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="hsl(${hue},60%,50%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

type PhotoAnswer = { results: Array<{ id: number; key: string; is_cover: boolean }> };

/** Uploads photos straight to REST, as the web does (multipart, the bearer token). */
export async function uploadPhotos(
  stack: Stack,
  token: string,
  listingId: number | string,
  count: number,
): Promise<PhotoAnswer['results']> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const bytes = await makePhoto(i * 50);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `mynd-${i}.jpg`);
  }
  const res = await fetch(`${stack.api.url}/api/listings/${listingId}/photos/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photos: ${res.status} ${await res.text()}`);
  return ((await res.json()) as PhotoAnswer).results;
}

async function rest<T>(stack: Stack, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.api.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A published listing through REST: create, three photos, submit, staff approval. */
export async function publishListing(
  stack: Stack,
  tokens: { landlord: string; staff: string },
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const { landlord, staff } = tokens;
  const { id } = await rest<{ id: number }>(
    stack,
    'POST',
    'listings/',
    landlord,
    restFields(overrides),
  );
  await uploadPhotos(stack, landlord, id, 3);
  const submitted = await rest<{ status: string; publish_request: { id: number } | null }>(
    stack,
    'POST',
    `listings/${id}/submit/`,
    landlord,
  );
  // A trusted landlord's listing goes live at once; everyone else's waits for staff.
  if (submitted.status !== 'published') {
    const requestId = submitted.publish_request?.id;
    await rest(stack, 'POST', `admin/listing-publish-requests/${requestId}/approve/`, staff);
  }
  return id;
}

/** The REST calls of the last operation the graph ran. */
export function lastRestCalls(stack: Stack): number | undefined {
  return stack.log.at(-1)?.restCalls;
}

export type Card = {
  id: string;
  status: string;
  title: string;
  isLiked: boolean;
  likesCount: number;
  photos: Array<{ id: string; key: string; position: number; isCover: boolean }>;
  coverPhoto: { id: string; key: string; placeholder: string } | null;
  owner: { id: string; fullName: string };
};
export type ListingPage = {
  count: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  items: Card[];
};
export type Editor = {
  id: string;
  status: string;
  municipality: string | null;
  photos: Array<{ id: string; position: number; isCover: boolean }>;
  coverPhoto: { id: string } | null;
  steps: Array<{ step: string; isComplete: boolean; fields: Array<{ field: string }> }> | null;
  publishRequest: { id: string; status: string; reason: string | null } | null;
};

/** A tenant with no likes yet (the demo tenants have some from the seed). */
async function registerTenant(stack: Stack): Promise<string> {
  const res = await stack.gql<{ register: { accessToken: string } }>(
    `mutation($input: RegisterInput!) { register(input: $input) { accessToken } }`,
    {
      input: {
        email: 'solveig@example.is',
        password: DEMO_PASSWORD,
        fullName: 'Sólveig Tilraun',
        userType: 'TENANT',
        sessionMode: 'TOKEN',
      },
    },
  );
  if (!res.data) throw new Error(`register: ${JSON.stringify(res.errors)}`);
  return res.data.register.accessToken;
}

export type Tokens = { anna: string; jon: string; magnus: string; staff: string; fresh: string };

/** Demo tenant, two landlords (Magnús is trusted), staff, and a new tenant without likes. */
export async function signIn(stack: Stack): Promise<Tokens> {
  const [anna, jon, magnus, staff] = await Promise.all(
    ['anna@leiga.is', 'jon@leiga.is', 'magnus@leiga.is', 'stjorn@leiga.is'].map((email) =>
      restLogin(stack, email),
    ),
  );
  return {
    anna: anna!,
    jon: jon!,
    magnus: magnus!,
    staff: staff!,
    fresh: await registerTenant(stack),
  };
}
