// Opening, listing and reading rooms. An employer may open a room with any candidate of the
// tenant (unless the candidate blocked the company); a candidate only with the company of a job
// they applied to, or a room that exists. The same company, candidate and job share one room.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Chatter } from './chatter.ts';
import { assertRoomAllowance } from './limits.ts';
import { BLOCKED, isBlocked, sendMessage } from './messages.ts';
import { findRoom, joinRoom, NO_ROOM, unreadByUser, unreadCountOf, visibleRooms, type RoomRow } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { roomViews } from './views.ts';

type S = components['schemas'];

const NO_PERSON = 'This person cannot be reached here';
const NONE = '00000000-0000-0000-0000-000000000000';

/** The room's parties from the caller and the other person: which company, which candidate, and
 * (for a candidate) which employer they write to. */
async function partiesOf(c: Chatter, input: S['ChatCreateInput']) {
  if (!input.participantId) {
    if (c.side === 'employer')
      throw badRequest('Name the candidate to write to', {
        fields: [{ field: 'body.participantId', message: 'is required for employers' }],
      });
    if (!input.jobId)
      throw badRequest('Name the employer or the job you applied to', {
        fields: [{ field: 'body.jobId', message: 'is required without participantId' }],
      });
    return { ...(await posterOf(c, input.jobId)), candidateId: c.userId };
  }
  const other = await scopedTo(c.db, c.clientId)
    .selectFrom('users')
    .select(['id', 'role', 'company_id'])
    .where('id', '=', input.participantId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (c.side === 'employer') {
    if (other?.role !== 'candidate') throw notFound(NO_PERSON);
    return { companyId: c.companyId as string, candidateId: other.id, employerId: c.userId };
  }
  if (other?.role !== 'employer' || !other.company_id) throw notFound(NO_PERSON);
  return { companyId: other.company_id, candidateId: c.userId, employerId: other.id };
}

/** The employer a candidate reaches about a job: its poster while still with the company, else the owner. */
async function posterOf(c: Chatter, jobId: string): Promise<{ companyId: string; employerId: string }> {
  const job = await c.db
    .selectFrom('jobs as j')
    .leftJoin('users as p', (jn) =>
      jn
        .onRef('p.id', '=', 'j.posted_by')
        .onRef('p.company_id', '=', 'j.company_id')
        .on('p.deleted_at', 'is', null)
        .on('p.status', '=', 'active'),
    )
    .select(['j.company_id', 'p.id as poster'])
    .where('j.client_id', '=', c.clientId)
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound('This job does not exist');
  const employerId =
    job.poster ??
    (
      await scopedTo(c.db, c.clientId)
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', job.company_id)
        .where('role', '=', 'employer')
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .orderBy('employer_kind')
        .orderBy('created_at')
        .executeTakeFirst()
    )?.id;
  if (!employerId) throw notFound(NO_PERSON);
  return { companyId: job.company_id, employerId };
}

async function jobOf(c: Chatter, jobId: string | undefined, companyId: string) {
  if (!jobId) return null;
  const job = await scopedTo(c.db, c.clientId)
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound('This job does not exist');
  return job;
}

async function existingRoom(c: Chatter, companyId: string, candidateId: string, jobId: string | null) {
  return c.db
    .selectFrom('chat_rooms as r')
    .selectAll('r')
    .where('r.client_id', '=', c.clientId)
    .where('r.company_id', '=', companyId)
    .where('r.candidate_id', '=', candidateId)
    .where(sql`coalesce(r.job_id, ${NONE}::uuid)`, '=', jobId ?? NONE)
    .executeTakeFirst();
}

async function candidateMayOpen(c: Chatter, companyId: string, jobId: string | null): Promise<boolean> {
  if (!jobId) return false;
  const applied = await c.db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select('a.id')
    .where('a.client_id', '=', c.clientId)
    .where('a.candidate_id', '=', c.userId)
    .where('a.job_id', '=', jobId)
    .where('j.company_id', '=', companyId)
    .executeTakeFirst();
  return !!applied;
}

export async function createRoom(c: Chatter, rt: ChatRuntime, input: S['ChatCreateInput']): Promise<S['ChatRoom']> {
  const { companyId, candidateId, employerId } = await partiesOf(c, input);
  const job = await jobOf(c, input.jobId, companyId);
  if (c.side === 'employer' && (await isBlocked(c, { candidate_id: candidateId, company_id: companyId })))
    throw forbidden(BLOCKED);
  let room = await existingRoom(c, companyId, candidateId, job?.id ?? null);
  if (!room) {
    if (c.side === 'candidate' && !(await candidateMayOpen(c, companyId, job?.id ?? null)))
      throw forbidden('You can message an employer about a job you applied to');
    await assertRoomAllowance(c.db, c.clientId, companyId);
    await scopedTo(c.db, c.clientId)
      .insertInto('chat_rooms', {
        company_id: companyId,
        candidate_id: candidateId,
        job_id: job?.id ?? null,
        job_title: job?.title ?? null,
        created_by: c.userId,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    room = await existingRoom(c, companyId, candidateId, job?.id ?? null);
    if (!room) throw new Error('chat room vanished after its insert');
    // The employer who opens it (or the candidate's employer contact) is on the employer side.
    await joinRoom(c.db, room.id, candidateId, 'candidate');
    if (c.side === 'employer') await joinRoom(c.db, room.id, c.userId, 'employer');
    else await joinRoom(c.db, room.id, employerId, 'employer');
  } else await joinRoom(c.db, room.id, c.userId, c.side);
  if (input.message) {
    await sendMessage(c, rt, room, { body: input.message.body, attachments: input.message.attachments ?? [] });
    room = (await findRoom(c, room.id)) ?? room;
  }
  const [view] = await roomViews(c, [room]);
  if (!view) throw notFound(NO_ROOM);
  return view;
}

export async function getRoom(c: Chatter, id: string): Promise<S['ChatRoom']> {
  const room = await findRoom(c, id);
  if (!room) throw notFound(NO_ROOM);
  const [view] = await roomViews(c, [room]);
  if (!view) throw notFound(NO_ROOM);
  return view;
}

export async function listRooms(
  c: Chatter,
  q: S['ChatRoomListQuery'],
): Promise<Page<S['ChatRoom']> & { unread: S['UnreadCount'] }> {
  const limit = q.limit ?? 20;
  const pageNo = q.page ?? 1;
  const unread = (await unreadByUser(c.db, c.clientId, [c.userId])).get(c.userId) ?? [];
  let rooms = visibleRooms(c);
  if (q.jobId) rooms = rooms.where('r.job_id', '=', q.jobId);
  if (q.unreadOnly) {
    const ids = unread.map((u) => u.roomId);
    rooms = ids.length ? rooms.where('r.id', 'in', ids) : rooms.where(sql<boolean>`false`);
  }
  const search = q.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    rooms = rooms.where((eb) =>
      eb.or([
        eb('r.job_title', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('chat_room_members as m')
            .innerJoin('users as u', 'u.id', 'm.user_id')
            .select('u.id')
            .whereRef('m.room_id', '=', 'r.id')
            .where('m.user_id', '<>', c.userId)
            .where(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    rooms
      .selectAll('r')
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rooms.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    ...page(await roomViews(c, rows as RoomRow[]), Number(total.n), pageNo, limit),
    unread: unreadCountOf(unread),
  };
}
