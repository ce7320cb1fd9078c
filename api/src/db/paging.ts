/** Which page of a list a repository reads, and how long a page is. */
export type PageWindow = { page: number; pageSize: number };

/** How many rows come before the page. */
export const offsetOf = ({ page, pageSize }: PageWindow): number => (page - 1) * pageSize;

/** A page's rows and the list's total (a `count()` select), read side by side. */
export async function withTotal<T>(
  rows: PromiseLike<T[]>,
  counted: PromiseLike<{ value: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.value ?? 0 };
}
