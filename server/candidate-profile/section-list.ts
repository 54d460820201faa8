// `{kind}/list`: one section's entries, paged, newest first by start date (or by when they were
// added). A section keeps at most SECTION_CAP entries, so it is paged in memory.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import type { Kind, SectionItem } from './section-kinds.ts';
import { listEntries } from './sections.ts';

type S = components['schemas'];

export async function listSectionPage(
  db: Db,
  clientId: string,
  userId: string,
  kind: Kind,
  q: S['ProfileSectionListQuery'],
): Promise<Page<SectionItem>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const key = q.sortBy === 'createdAt' ? 'createdAt' : 'from';
  const sign = q.sortOrder === 'asc' ? 1 : -1;
  const needle = q.search?.trim().toLowerCase();
  const all = (await listEntries(db, clientId, userId, kind))
    .filter((e) => !needle || JSON.stringify(e).toLowerCase().includes(needle))
    .sort((a, b) => sign * String(a[key as keyof SectionItem]).localeCompare(String(b[key as keyof SectionItem])));
  return page(all.slice((pageNo - 1) * limit, pageNo * limit), all.length, pageNo, limit);
}
