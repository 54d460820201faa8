// The board's mails an admin may rewrite (custom e-mail templates, docs/mail-templates.md): for
// each, when it is sent, the variables it offers (what each holds, an example for previews and
// test mails) and the product's text in the same {{variable}} form, which the console shows to
// start from and a reset returns to. Unedited, a mail is still built by its own function
// (templates.ts, application-status.ts ...): these defaults are that text, written as a template.
// Codes, security notices, payment mails and digests are not here: docs/mail-templates.md says why.
import type { components } from '@generated/schema';
import type { MessageDescriptor, Translator } from '../../i18n/translator.ts';

export type MailTemplateKind = components['schemas']['MailTemplateKind'];
export type MailVariable = components['schemas']['MailTemplateVariable'] & {
  /** A link: the HTML makes it clickable (http and https only). */
  url?: boolean;
};
export type MailKindInfo = {
  label: string;
  description: string;
  variables: MailVariable[];
  subject: string;
  body: string;
};

const BOARD: MailVariable[] = [
  { name: 'boardName', description: 'The board’s name.', example: 'Northwind Careers' },
  { name: 'boardLink', description: 'The board’s address.', example: 'https://careers.example.com', url: true },
];

export const MAIL_KINDS: Record<MailTemplateKind, MailKindInfo> = {
  welcome: {
    label: 'Welcome',
    description: 'To a new candidate or employer, once their account is verified.',
    variables: [{ name: 'name', description: 'The reader’s first name.', example: 'Priya' }, ...BOARD],
    subject: 'Welcome to {{boardName}}',
    body: 'Welcome, {{name}}!\n\nYour account is ready.\n\nGo to {{boardName}}: {{boardLink}}',
  },
  application_status: {
    label: 'Application status',
    description: 'To a candidate or guest, when an employer moves their application.',
    variables: [
      { name: 'name', description: 'The applicant’s first name.', example: 'Priya' },
      { name: 'jobTitle', description: 'The job’s title.', example: 'Warehouse Supervisor' },
      { name: 'companyName', description: 'The employer’s company.', example: 'Harbourline Freight' },
      { name: 'status', description: 'The new status, in words.', example: 'Shortlisted' },
      {
        name: 'link',
        description: 'Where the applicant follows the application.',
        example: 'https://careers.example.com/candidate/my-jobs',
        url: true,
      },
      ...BOARD,
    ],
    subject: 'An update on your application: {{jobTitle}}',
    body: 'Hi {{name}},\n\n{{companyName}} moved your application for {{jobTitle}}: {{status}}.\n\nView your application: {{link}}',
  },
  job_declined: {
    label: 'Job not approved',
    description: 'To the employer, when an admin declines their job.',
    variables: [
      { name: 'name', description: 'The employer’s first name.', example: 'Priya' },
      { name: 'jobTitle', description: 'The job’s title.', example: 'Warehouse Supervisor' },
      { name: 'reason', description: 'The admin’s reason, as written.', example: 'Please add the salary range.' },
      {
        name: 'link',
        description: 'The employer’s jobs.',
        example: 'https://careers.example.com/employer/my-jobs',
        url: true,
      },
      ...BOARD,
    ],
    subject: 'Your job “{{jobTitle}}” was not approved',
    body: 'Hello {{name}},\n\nThe team of {{boardName}} reviewed {{jobTitle}} and did not approve it for the board, for this reason:\n\n{{reason}}\n\nThe job and this reason are in My jobs: {{link}}',
  },
  chat_message: {
    label: 'New chat message',
    description: 'To someone away from the board, when a conversation has new messages (at most hourly).',
    variables: [
      { name: 'name', description: 'The reader’s first name.', example: 'Priya' },
      { name: 'sender', description: 'Who wrote.', example: 'Arjun Rao' },
      {
        name: 'jobTitle',
        description: 'The job the conversation is about; empty if none.',
        example: 'Warehouse Supervisor',
      },
      { name: 'message', description: 'The start of the message.', example: 'Could you come in on Thursday at 10?' },
      {
        name: 'link',
        description: 'The conversation.',
        example: 'https://careers.example.com/candidate/chat',
        url: true,
      },
      ...BOARD,
    ],
    subject: 'New message from {{sender}}',
    body: 'Hi {{name}},\n\n{{sender}} sent you a message:\n\n{{message}}\n\nReply: {{link}}',
  },
};

export const MAIL_TEMPLATE_KINDS = Object.keys(MAIL_KINDS) as MailTemplateKind[];

export const isMailTemplateKind = (kind: string): kind is MailTemplateKind => Object.hasOwn(MAIL_KINDS, kind);

/** The example value of every variable of a mail: what previews and test mails show. */
export function exampleValues(kind: MailTemplateKind, brand: { name: string; origin: string }): Record<string, string> {
  const values = Object.fromEntries(MAIL_KINDS[kind].variables.map((v) => [v.name, v.example]));
  return { ...values, boardName: brand.name, boardLink: brand.origin };
}

const STATUS_WORDS: Record<components['schemas']['ApplicationStatus'], MessageDescriptor> = {
  APPLIED: /*i18n*/ { id: 'mail.custom.status.applied', message: 'Under review' },
  SHORTLIST: /*i18n*/ { id: 'mail.custom.status.shortlist', message: 'Shortlisted' },
  IN_INTERVIEW: /*i18n*/ { id: 'mail.custom.status.interview', message: 'Invited to interview' },
  HIRED: /*i18n*/ { id: 'mail.custom.status.hired', message: 'Selected' },
  REJECTED: /*i18n*/ { id: 'mail.custom.status.rejected', message: 'Not moving forward' },
};

/** An application's status as the {{status}} variable says it, in the reader's language. */
export function statusWords(tr: Translator): Record<components['schemas']['ApplicationStatus'], string> {
  return {
    APPLIED: tr.t(STATUS_WORDS.APPLIED),
    SHORTLIST: tr.t(STATUS_WORDS.SHORTLIST),
    IN_INTERVIEW: tr.t(STATUS_WORDS.IN_INTERVIEW),
    HIRED: tr.t(STATUS_WORDS.HIRED),
    REJECTED: tr.t(STATUS_WORDS.REJECTED),
  };
}
