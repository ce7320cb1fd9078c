import type {
  EducationFieldsInput,
  EmployerFieldsInput,
  IncomeInput,
  PetFieldsInput,
  ProfileReviewFieldsInput,
} from '../../__generated__/resolvers-types.js';
import type {
  EducationBody,
  EmployerBody,
  IncomeBody,
  PetBody,
  ReviewBody,
} from '../../rest/profiles.js';

/**
 * GraphQL input -> REST body: fields left out are not sent; null clears a field (PATCH).
 * `satisfies` keeps both sides' names complete and correct.
 */
function toBody<I extends object, B>(input: I, names: Record<keyof I, string>): B {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) body[names[key as keyof I]] = value;
  }
  return body as B;
}

const PET = {
  kind: 'kind',
  name: 'name',
  breed: 'breed',
  description: 'description',
} as const satisfies Record<keyof PetFieldsInput, keyof PetBody>;
const EMPLOYER = {
  name: 'name',
  position: 'position',
  startDate: 'start_date',
  endDate: 'end_date',
} as const satisfies Record<keyof EmployerFieldsInput, keyof EmployerBody>;
const EDUCATION = {
  institutionId: 'institution_id',
  institutionName: 'institution_name',
  program: 'program',
  startYear: 'start_year',
  endYear: 'end_year',
} as const satisfies Record<keyof EducationFieldsInput, keyof EducationBody>;
const REVIEW = {
  rating: 'rating',
  text: 'text',
  address: 'address',
  rentalStart: 'rental_start',
  rentalEnd: 'rental_end',
} as const satisfies Record<keyof ProfileReviewFieldsInput, keyof ReviewBody>;

export const toPetBody = (input: PetFieldsInput) => toBody<PetFieldsInput, PetBody>(input, PET);
export const toEmployerBody = (input: EmployerFieldsInput) =>
  toBody<EmployerFieldsInput, EmployerBody>(input, EMPLOYER);
export const toEducationBody = (input: EducationFieldsInput) =>
  toBody<EducationFieldsInput, EducationBody>(input, EDUCATION);
export const toReviewBody = (input: ProfileReviewFieldsInput) =>
  toBody<ProfileReviewFieldsInput, ReviewBody>(input, REVIEW);

export const toIncomeBody = (i: IncomeInput): IncomeBody => ({
  employer_name: i.employerName,
  period: i.period,
  gross_amount: i.grossAmount ?? null,
  net_amount: i.netAmount,
});
