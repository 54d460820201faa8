// What the board holds about a candidate, read for their data export (export.ts).
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function exportedAccount(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'mob_no',
      'country_code',
      'status',
      'email_verified_at',
      'created_at',
      'last_active_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The candidate's applications with their job and company, newest first. */
export async function exportedApplications(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .select([
      'a.id',
      'j.title',
      'c.name as company',
      'a.status',
      'a.source',
      'a.answers',
      'a.cover_letter',
      'a.resume',
      'a.applied_at',
    ])
    .where('a.candidate_id', '=', userId)
    .orderBy('a.applied_at', 'desc')
    .execute();
}

/** Saved and viewed jobs, job alerts, conversations, push devices, built resumes and stored files. */
export async function exportedActivity(db: Db, clientId: string, userId: string) {
  const scope = scopedTo(db, clientId);
  const [saved, alerts, messages, devices, resumes, files] = await Promise.all([
    scope
      .selectFrom('job_tracks as t')
      .innerJoin('jobs as j', 'j.id', 't.job_id')
      .select(['j.title', 't.saved_at', 't.liked', 't.view_count'])
      .where('t.user_id', '=', userId)
      .execute(),
    scope
      .selectFrom('job_alerts')
      .select(['name', 'email', 'criteria', 'frequency', 'is_active', 'confirmed_at', 'created_at'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute(),
    scope
      .selectFrom('chat_messages as m')
      .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
      .leftJoin('companies as c', 'c.id', 'r.company_id')
      .select([
        'c.name as company',
        'r.job_title',
        'm.sender_side',
        'm.body',
        'm.attachments',
        'm.created_at',
        'm.removed_at',
      ])
      .where('r.candidate_id', '=', userId)
      .orderBy('m.created_at')
      .execute(),
    scope
      .selectFrom('push_subscriptions')
      .select(['platform', 'device_name', 'kinds', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    scope.selectFrom('resumes').selectAll().where('candidate_id', '=', userId).execute(),
    scope
      .selectFrom('files')
      .select(['storage_key', 'name', 'mime_type', 'size', 'purpose', 'created_at'])
      .where('owner_id', '=', userId)
      .execute(),
  ]);
  return { saved, alerts, messages, devices, resumes, files };
}
