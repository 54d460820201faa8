// Which of the board's mails its plan may switch off (plan flag email_notifications, issue #48).
// Only the optional mails that tell a person of an event they can also see on the board are the
// flag's: the welcome after an account is made, a chat message waiting while they are away, an
// application's new status, a job the board's admin declined (the notification centre and the
// screens show each of them). The mails a person needs to use their account or that the law
// asks for are never the plan's to stop, so they do not ask: one-time codes (sign-up, password
// reset, a new board's verification), the notice that a password changed (the owner's only
// warning of a takeover), a team member's invitation (it carries the code to set a password),
// job alert mails (the person subscribed and can unsubscribe; flags job_email_alerts and
// alert_unsubscribe), an employer's invitation (the message itself; flag candidate_invitation),
// the contact form's message to the board, payment links and the notices of money taken or
// failing to be taken. docs/mail.md, "Which mails a plan may switch off".
import type { Tenant } from '../tenancy/tenant.ts';
import { featureAllowed } from '../tenancy/features.ts';

/**
 * Whether the board sends the optional mails about account events (outbox kinds welcome,
 * chat_message, application_status, job_declined); asked where each is sent.
 */
export function sendsEventMails(tenant: Tenant): boolean {
  return featureAllowed(tenant, 'email_notifications');
}
