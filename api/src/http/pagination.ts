import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { MAX_DB_ID } from './ids.js';

export const pageQuery = (defaultSize: number) => ({
  page: z.coerce
    .number({ error: 'validation.page' })
    .int()
    .min(1, { error: 'validation.page' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'validation.page_size' })
    .int()
    .min(1, { error: 'validation.page_size' })
    .max(MAX_PAGE_SIZE, { error: 'validation.page_size' })
    .default(defaultSize),
});

/** ?ids=1,2,3 for batch reads. */
export const idsQuery = z
  .string()
  .regex(/^\d+(,\d+)*$/, { error: 'validation.ids' })
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_PAGE_SIZE && ids.every((id) => id <= MAX_DB_ID), {
    error: 'validation.ids',
  });

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The REST page shape with next/previous links that keep the other query parameters. */
export function toPage<T>(
  url: string,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Page<T> {
  const link = (p: number) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set('page', String(p));
    u.searchParams.set('page_size', String(pageSize));
    return `${u.pathname}${u.search}`;
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
