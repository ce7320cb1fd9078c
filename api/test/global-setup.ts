import { API_TEMPLATE_VARIANTS, prepareTestTemplate } from '../src/testing-template.js';

/**
 * Seeds the run's template databases (the default seed, and one with a few listings that many of
 * the api's files ask for); each test file's app starts from a copy of one.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplate(API_TEMPLATE_VARIANTS);
}
