// The friendly text an invitation starts with; the employer may rewrite it before sending.
import { t } from '@lingui/core/macro';
type Who = { name: string };

export function inviteMessage(jobTitle: string, company: string | undefined, people: readonly Who[]): string {
  const first = people.length === 1 ? people[0]?.name.split(/\s+/)[0] : undefined;
  const greeting = first ? t`Hi ${first},` : t`Hi,`;
  const at = company ? t` at ${company}` : '';
  return t`${greeting} we came across your profile and think you would be a great fit for our ${jobTitle} role${at}. We would love you to apply: the link in this e-mail takes you straight to the job.`;
}
