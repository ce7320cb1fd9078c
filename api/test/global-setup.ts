import { prepareTestTemplate } from '../src/testing-template.js';

/** Seeds one template database for the run; each test file's app starts from a copy of it. */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplate();
}
