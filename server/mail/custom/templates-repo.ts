// The board's own mail templates (table mail_templates), always through the tenant's scope.
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { MailTemplateKind } from './catalogue.ts';
import type { Draft } from './render.ts';

export type StoredTemplate = Draft & { kind: MailTemplateKind; updatedAt: Date };

export async function listTemplates(db: Db, clientId: string): Promise<Map<string, StoredTemplate>> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('mail_templates')
    .select(['kind', 'subject', 'body', 'updated_at'])
    .execute();
  return new Map(
    rows.map((r) => [
      r.kind,
      { kind: r.kind as MailTemplateKind, subject: r.subject, body: r.body, updatedAt: r.updated_at },
    ]),
  );
}

export async function findTemplate(db: Db, clientId: string, kind: MailTemplateKind): Promise<Draft | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('mail_templates')
    .select(['subject', 'body'])
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ?? null;
}

export async function saveTemplate(
  db: Db,
  clientId: string,
  kind: MailTemplateKind,
  draft: Draft,
  by: string,
): Promise<void> {
  const now = new Date();
  await scopedTo(db, clientId)
    .insertInto('mail_templates', { kind, subject: draft.subject, body: draft.body, updated_by: by, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'kind'])
        .doUpdateSet({ subject: draft.subject, body: draft.body, updated_by: by, updated_at: now }),
    )
    .execute();
}

export async function deleteTemplate(db: Db, clientId: string, kind: MailTemplateKind): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('mail_templates').where('kind', '=', kind).execute();
}
