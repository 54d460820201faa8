// /job-category: without a slug every category; with ?slug= that category's jobs, in pages.
import type { PageSize } from '@generated/api/model';
// By group, not through `constants`: the route's search check is in every first page's script.
import { paginationConstants } from '@generated/manifest';

export type CategorySearch = { slug?: string; page?: number; limit?: PageSize };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SIZES: readonly number[] = paginationConstants.pageSizes;

function whole(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

export function validateCategorySearch(raw: Record<string, unknown>): CategorySearch {
  const slug = typeof raw.slug === 'string' && raw.slug.length <= 140 && SLUG.test(raw.slug) ? raw.slug : undefined;
  const page = whole(raw.page);
  const limit = whole(raw.limit);
  return {
    ...(slug ? { slug } : {}),
    ...(slug && page && page > 1 && page <= 10_000 ? { page } : {}),
    ...(slug && limit && SIZES.includes(limit) && limit !== paginationConstants.defaultLimit
      ? { limit: limit as PageSize }
      : {}),
  };
}
