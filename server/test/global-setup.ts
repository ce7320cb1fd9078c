import { prepareTestTemplate } from '@leiga/api';

/** Seeds one template database for the run; each test file's api starts from a copy of it. */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplate();
}
