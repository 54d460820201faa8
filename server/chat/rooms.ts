// Opening, listing and reading rooms. An employer may open a room with any candidate of the
// tenant (unless the candidate blocked the company); a candidate only with the company of a job
// they applied to, or a room that exists. The same company, candidate and job share one room.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { badRequest, forbidden, notFound } from '../errors/errors.ts';
import type { Chatter } from './chatter.ts';
import { assertRoomAllowance } from './limits.ts';
import { BLOCKED, isBlocked, sendMessage } from './messages.ts';
import { appliedTo, findActiveUser, findCompanyJob, findJobWithPoster, firstActiveEmployer } from './parties-repo.ts';
import {
  findRoom,
  findRoomOf,
  insertRoom,
  joinRoom,
  NO_ROOM,
  pageRooms,
  unreadByUser,
  unreadCountOf,
} from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { roomViews } from './views.ts';

type S = components['schemas'];

const NO_PERSON = 'This person cannot be reached here';

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
  const other = await findActiveUser(c, input.participantId);
  if (c.side === 'employer') {
    if (other?.role !== 'candidate') throw notFound(NO_PERSON);
    return { companyId: c.companyId as string, candidateId: other.id, employerId: c.userId };
  }
  if (other?.role !== 'employer' || !other.company_id) throw notFound(NO_PERSON);
  return { companyId: other.company_id, candidateId: c.userId, employerId: other.id };
}

/** The employer a candidate reaches about a job: its poster while still with the company, else the owner. */
async function posterOf(c: Chatter, jobId: string): Promise<{ companyId: string; employerId: string }> {
  const job = await findJobWithPoster(c, jobId);
  if (!job) throw notFound('This job does not exist');
  const employerId = job.poster ?? (await firstActiveEmployer(c, job.company_id));
  if (!employerId) throw notFound(NO_PERSON);
  return { companyId: job.company_id, employerId };
}

async function jobOf(c: Chatter, jobId: string | undefined, companyId: string) {
  if (!jobId) return null;
  const job = await findCompanyJob(c, companyId, jobId);
  if (!job) throw notFound('This job does not exist');
  return job;
}

async function candidateMayOpen(c: Chatter, companyId: string, jobId: string | null): Promise<boolean> {
  if (!jobId) return false;
  return appliedTo(c, companyId, jobId);
}

export async function createRoom(c: Chatter, rt: ChatRuntime, input: S['ChatCreateInput']): Promise<S['ChatRoom']> {
  const { companyId, candidateId, employerId } = await partiesOf(c, input);
  const job = await jobOf(c, input.jobId, companyId);
  if (c.side === 'employer' && (await isBlocked(c, { candidate_id: candidateId, company_id: companyId })))
    throw forbidden(BLOCKED);
  let room = await findRoomOf(c, companyId, candidateId, job?.id ?? null);
  if (!room) {
    if (c.side === 'candidate' && !(await candidateMayOpen(c, companyId, job?.id ?? null)))
      throw forbidden('You can message an employer about a job you applied to');
    await assertRoomAllowance(c.db, c.clientId, companyId);
    await insertRoom(c, { companyId, candidateId, jobId: job?.id ?? null, jobTitle: job?.title ?? null });
    room = await findRoomOf(c, companyId, candidateId, job?.id ?? null);
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
  const { rows, total } = await pageRooms(
    c,
    {
      jobId: q.jobId,
      roomIds: q.unreadOnly ? unread.map((u) => u.roomId) : undefined,
      search: q.search?.trim() || undefined,
    },
    limit,
    pageNo,
  );
  return {
    ...page(await roomViews(c, rows), total, pageNo, limit),
    unread: unreadCountOf(unread),
  };
}
