// The console's master data: the kinds with counts, one kind's items, and the board's changes.
// Names are unique per kind ignoring case and spaces (the same key masters/create uses), so an
// admin cannot add a second "TypeScript" beside the platform's; each change is audited.
import type { components } from '@generated/schema';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { recordAudit } from '../../users/index.ts';
import { alreadyExists, fieldError, notFound } from '../../errors/errors.ts';
import { page, type Page } from '../../http/envelope.ts';
import { findMasterByName, insertTenantMaster, type MasterKind } from '../../master-data/index.ts';
import { findItem, kindCounts, listItems, renameOwnItem, setHidden, type AdminMasterRow } from './repo.ts';
import { toAdminItem, type AdminMasterItem } from './view.ts';

type Schemas = components['schemas'];

// Record<MasterKind, …> makes the compiler insist every kind of the contract is listed.
const KINDS: Record<MasterKind, true> = {
  gender: true,
  salary_range: true,
  years_of_experience: true,
  application_status: true,
  employment_type: true,
  position_level: true,
  qualification: true,
  job_domain: true,
  skills: true,
  keywords: true,
  industry: true,
  institute: true,
  field_of_study: true,
  location_type: true,
  city: true,
  items_per_page: true,
};

const cleanName = (nm: string): string => {
  const name = nm.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('nm', 'Enter a name');
  return name;
};

const taken = (name: string, kind: string) => alreadyExists(`“${name}” is already in ${kind.replace(/_/g, ' ')}`);

async function audit(env: ConsoleEnv, action: string, detail: object): Promise<void> {
  await recordAudit(env.db, { clientId: env.clientId, actorId: env.admin.id, actingForId: null, action, detail });
}

async function mustFind(env: ConsoleEnv, id: string): Promise<AdminMasterRow> {
  const row = await findItem(env.db, env.clientId, id);
  if (!row) throw notFound('This item does not exist');
  return row;
}

export async function listKinds(env: ConsoleEnv): Promise<Array<Schemas['AdminMasterKindSummary']>> {
  const counts = await kindCounts(env.db, env.clientId);
  return (Object.keys(KINDS) as MasterKind[]).map((kind) => {
    const c = counts.get(kind);
    return { kind, itemCount: c?.items ?? 0, boardItemCount: c?.own ?? 0, hiddenCount: c?.hidden ?? 0 };
  });
}

export async function listKindItems(
  env: ConsoleEnv,
  q: Schemas['AdminMasterItemQuery'],
): Promise<Page<AdminMasterItem>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const filter = { kind: q.kind, visibility: q.visibility ?? 'all', ...(q.search ? { search: q.search } : {}) };
  const { rows, total } = await listItems(env.db, env.clientId, filter, pageNo, limit);
  return page(rows.map(toAdminItem), total, pageNo, limit);
}

export async function addItem(env: ConsoleEnv, input: Schemas['AdminMasterItemInput']): Promise<AdminMasterItem> {
  const name = cleanName(input.nm);
  const existing = await findMasterByName(env.db, env.clientId, input.kind, name);
  if (existing) throw taken(existing.name, input.kind);
  const { row, created } = await insertTenantMaster(env.db, {
    clientId: env.clientId,
    kind: input.kind,
    name,
    createdBy: env.admin.id,
  });
  // An equal name added at the same moment by someone else: still a duplicate for this admin.
  if (!created) throw taken(row.name, input.kind);
  await audit(env, 'master.create', { id: row.id, kind: input.kind, name });
  return toAdminItem(await mustFind(env, row.id));
}

export async function renameItem(
  env: ConsoleEnv,
  id: string,
  input: Schemas['AdminMasterItemName'],
): Promise<AdminMasterItem> {
  const item = await mustFind(env, id);
  if (item.client_id === null)
    throw alreadyExists('The platform’s items are shared by every board: hide this one and add your own instead');
  const name = cleanName(input.nm);
  const existing = await findMasterByName(env.db, env.clientId, item.kind as MasterKind, name);
  if (existing && existing.id !== id) throw taken(existing.name, item.kind);
  if (name !== item.name) {
    await renameOwnItem(env.db, env.clientId, id, name);
    await audit(env, 'master.rename', { id, kind: item.kind, from: item.name, to: name });
  }
  return toAdminItem(await mustFind(env, id));
}

export async function setItemHidden(env: ConsoleEnv, id: string, hidden: boolean): Promise<AdminMasterItem> {
  const item = await mustFind(env, id);
  if (Boolean(item.hidden) !== hidden) {
    await setHidden(env.db, env.clientId, id, hidden, env.admin.id);
    await audit(env, hidden ? 'master.hide' : 'master.show', { id, kind: item.kind, name: item.name });
  }
  return toAdminItem({ ...item, hidden });
}
