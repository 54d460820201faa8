// Entries of the four generic profile sections, kept as JSON arrays on the profile row. Every
// change is one SQL statement on the array (append, replace by _id, remove by _id: sections-repo.ts),
// so two changes at once never lose each other, and the cap is checked in the same statement.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { AppError, badRequest, notFound } from '../errors/errors.ts';
import { ensureProfile, storeCompletion } from './repo.ts';
import { appendEntry, removeEntries, replaceEntry, sectionEntries } from './sections-repo.ts';
import {
  COLUMN_OF,
  KIND_LABEL,
  SECTION_CAP,
  kindOfBody,
  type Kind,
  type SectionInput,
  type SectionItem,
  type SectionUpdate,
} from './section-kinds.ts';
import { checkDates, todayIso } from './section-rules.ts';

export type Owner = { db: Db; clientId: string; userId: string; now: Date };

function assertShape(kind: Kind, body: object): void {
  if (kindOfBody(body) !== kind) throw badRequest(`This is not the shape of a ${KIND_LABEL[kind]}`);
}

/** The stored entry: every optional field present (null when not given), with its timestamps. */
function entryOf(kind: Kind, body: SectionInput | SectionUpdate, id: string, createdAt: string, now: string) {
  const b = body as Record<string, unknown>;
  const nul = (k: string) => (b[k] === undefined ? null : b[k]);
  const common = { _id: id, from: b.from, to: nul('to'), createdAt, updatedAt: now };
  switch (kind) {
    case 'experience':
      return {
        ...common,
        comNm: b.comNm,
        title: b.title,
        isCurrent: b.isCurrent === true,
        location: nul('location'),
        description: nul('description'),
      };
    case 'education':
      return {
        ...common,
        instiNm: b.instiNm,
        qualification: b.qualification,
        fieldOfStudy: nul('fieldOfStudy'),
        grade: nul('grade'),
      };
    case 'project':
      return { ...common, title: b.title, desc: nul('desc'), url: nul('url') };
    case 'certificate':
      return {
        ...common,
        title: b.title,
        issuedBy: b.issuedBy,
        credentialId: nul('credentialId'),
        credentialUrl: nul('credentialUrl'),
      };
  }
}

const capReached = (kind: Kind) =>
  new AppError(
    403,
    'LIMIT_OVER',
    `A profile keeps at most ${SECTION_CAP} of each section; remove a ${KIND_LABEL[kind]} to add another`,
  );

export async function createEntry(o: Owner, kind: Kind, body: SectionInput): Promise<SectionItem> {
  assertShape(kind, body);
  checkDates(kind, body as { from: string }, todayIso(o.now));
  const now = o.now.toISOString();
  const entry = entryOf(kind, body, randomUUID(), now, now);
  const column = COLUMN_OF[kind];
  await ensureProfile(o.db, o.clientId, o.userId);
  if (!(await appendEntry(o.db, o, column, entry, SECTION_CAP))) throw capReached(kind);
  await storeCompletion(o.db, o.clientId, o.userId);
  return entry as SectionItem;
}

export async function updateEntry(o: Owner, kind: Kind, body: SectionUpdate): Promise<SectionItem> {
  assertShape(kind, body);
  checkDates(kind, body as { from: string }, todayIso(o.now));
  const column = COLUMN_OF[kind];
  const current = (await listEntries(o.db, o.clientId, o.userId, kind)).find((e) => e._id === body._id);
  if (!current) throw notFound(`No such ${KIND_LABEL[kind]} on your profile`);
  const entry = entryOf(kind, body, body._id, current.createdAt, o.now.toISOString());
  if (!(await replaceEntry(o.db, o, column, body._id, entry)))
    throw notFound(`No such ${KIND_LABEL[kind]} on your profile`);
  await storeCompletion(o.db, o.clientId, o.userId);
  return entry as SectionItem;
}

/** Removes the caller's entries with these ids; ids that are not theirs are not counted. */
export async function deleteEntries(o: Owner, kind: Kind, ids: string[]): Promise<number> {
  const column = COLUMN_OF[kind];
  const before = await listEntries(o.db, o.clientId, o.userId, kind);
  const gone = before.filter((e) => ids.includes(e._id)).length;
  if (gone === 0) return 0;
  await removeEntries(o.db, o, column, ids);
  await storeCompletion(o.db, o.clientId, o.userId);
  return gone;
}

export async function listEntries(db: Db, clientId: string, userId: string, kind: Kind): Promise<SectionItem[]> {
  return sectionEntries<SectionItem>(db, clientId, userId, COLUMN_OF[kind]);
}
