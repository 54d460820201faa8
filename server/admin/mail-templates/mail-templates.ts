// The console's mail templates (docs/mail-templates.md): the board's editable mails with their
// current text, saving or resetting one, previewing a draft with example values, and a test send
// of a draft to the admin's own address through the mail queue like any mail. Each change is
// audited. The plan's flag is the contract's x-feature, checked before any of this runs.
import type { components } from '@generated/schema';
import { readerBrand } from '../../board-settings/index.ts';
import { recordAudit } from '../../users/index.ts';
import { fieldError } from '../../errors/errors.ts';
import { exampleValues, MAIL_KINDS, MAIL_TEMPLATE_KINDS, type MailTemplateKind } from '../../mail/custom/catalogue.ts';
import { checkDraft, renderMail, type Draft } from '../../mail/custom/render.ts';
import { deleteTemplate, listTemplates, saveTemplate, type StoredTemplate } from '../../mail/custom/templates-repo.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';

type S = components['schemas'];

function view(kind: MailTemplateKind, stored: StoredTemplate | undefined): S['AdminMailTemplate'] {
  const info = MAIL_KINDS[kind];
  return {
    kind,
    label: info.label,
    description: info.description,
    custom: stored !== undefined,
    subject: stored?.subject ?? info.subject,
    body: stored?.body ?? info.body,
    defaultSubject: info.subject,
    defaultBody: info.body,
    variables: info.variables.map(({ name, description, example }) => ({ name, description, example })),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

export async function listMailTemplates(env: ConsoleEnv): Promise<S['AdminMailTemplates']> {
  const stored = await listTemplates(env.db, env.clientId);
  return { templates: MAIL_TEMPLATE_KINDS.map((kind) => view(kind, stored.get(kind))) };
}

export async function updateMailTemplate(
  env: ConsoleEnv,
  kind: MailTemplateKind,
  body: S['MailTemplateUpdate'],
): Promise<S['AdminMailTemplate']> {
  const audit = (action: string) =>
    recordAudit(env.db, { clientId: env.clientId, actorId: env.admin.id, actingForId: null, action, detail: { kind } });
  if (body.subject === null && body.body === null) {
    await deleteTemplate(env.db, env.clientId, kind);
    await audit('mail_template.reset');
  } else {
    if (body.subject === null) throw fieldError('subject', 'Write a subject, or reset both to the product’s text');
    if (body.body === null) throw fieldError('body', 'Write a body, or reset both to the product’s text');
    const draft = { subject: body.subject, body: body.body };
    checkDraft(kind, draft);
    await saveTemplate(env.db, env.clientId, kind, draft, env.admin.id);
    await audit('mail_template.updated');
  }
  return view(kind, (await listTemplates(env.db, env.clientId)).get(kind));
}

export async function previewMailTemplate(
  env: ConsoleEnv,
  kind: MailTemplateKind,
  draft: Draft,
): Promise<S['MailTemplatePreview']> {
  checkDraft(kind, draft);
  const brand = await readerBrand(env.tenant, env.config, null);
  return renderMail(kind, brand, draft, exampleValues(kind, brand));
}

export async function sendMailTemplateTest(
  env: ConsoleEnv,
  kind: MailTemplateKind,
  draft: Draft,
): Promise<S['MailTemplateTestSent']> {
  checkDraft(kind, draft);
  const brand = await readerBrand(env.tenant, env.config, null);
  const mail = renderMail(kind, brand, draft, exampleValues(kind, brand));
  await env.mailer.send({
    ...mail,
    subject: `[Test] ${mail.subject}`,
    to: env.admin.email,
    kind: 'mail_template_test',
    clientId: env.clientId,
    fromName: brand.name,
    meta: { template: kind },
  });
  return { to: env.admin.email };
}
