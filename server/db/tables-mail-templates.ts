// Row types of custom e-mail templates (migration 0050-mail-templates, docs/mail-templates.md).
import type { Timestamp } from './columns.ts';

export type MailTemplatesTable = {
  client_id: string;
  /** The mail's outbox kind (MailTemplateKind). */
  kind: string;
  subject: string;
  body: string;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type MailTemplateTables = { mail_templates: MailTemplatesTable };
