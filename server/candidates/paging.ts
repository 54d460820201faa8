// The page of a list request: page 1 and 10 a page unless asked, and an offset PostgreSQL can
// take (a page number the size of 1e300 is refused, not sent to the database as Infinity).
import { fieldError } from '../errors/errors.ts';

export type Paging = { page: number; limit: number; offset: number };

export function pagingOf(q: { page?: number; limit?: number }): Paging {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  const offset = (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) throw fieldError('page', 'page is too large');
  return { page, limit, offset };
}
