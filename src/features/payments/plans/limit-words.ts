// A plan's or pack's allowances in words, one phrase per allowance ("10 job posts", "1 team
// member", "Unlimited candidate searches"), shared by the pricing cards and the checkout. Each is
// its own message, counted with plural(), because a language agrees its words with the count and
// with the noun ("ilimitadas" or "ilimitados"), which a noun put into one sentence cannot do.
import { plural, t } from '@lingui/core/macro';
import type { PlanLimitKey } from '@generated/api/model';

/** The allowances in the order (and the words) the pricing cards list them. */
export const LIMIT_KEYS: readonly PlanLimitKey[] = [
  'jobPosts',
  'featuredJobs',
  'candidates',
  'candidateSearches',
  'candidateContactViews',
  'candidateInvites',
  'resumeDownloads',
  'teamMembers',
  'applications',
  'resumeBuilds',
  'resumeParses',
];

/** "Unlimited job posts": the allowance without a limit. */
export function unlimitedPhrase(key: PlanLimitKey): string {
  switch (key) {
    case 'jobPosts':
      return t`Unlimited job posts`;
    case 'featuredJobs':
      return t`Unlimited featured jobs`;
    case 'candidates':
      return t`Unlimited candidates in the database`;
    case 'candidateSearches':
      return t`Unlimited candidate searches`;
    case 'candidateContactViews':
      return t`Unlimited candidate contact views`;
    case 'candidateInvites':
      return t`Unlimited candidate invitations`;
    case 'resumeDownloads':
      return t`Unlimited resume downloads`;
    case 'teamMembers':
      return t`Unlimited team members`;
    case 'applications':
      return t`Unlimited job applications`;
    case 'resumeBuilds':
      return t`Unlimited resumes built`;
    case 'resumeParses':
      return t`Unlimited resume parses`;
  }
}

/** "10 job posts": `count` chooses the form, `shown` is the count as the caller's formatter wrote it. */
export function countedPhrase(key: PlanLimitKey, count: number, shown: string): string {
  switch (key) {
    case 'jobPosts':
      return plural(count, { one: `${shown} job post`, other: `${shown} job posts` });
    case 'featuredJobs':
      return plural(count, { one: `${shown} featured job`, other: `${shown} featured jobs` });
    case 'candidates':
      return plural(count, { one: `${shown} candidate in the database`, other: `${shown} candidates in the database` });
    case 'candidateSearches':
      return plural(count, { one: `${shown} candidate search`, other: `${shown} candidate searches` });
    case 'candidateContactViews':
      return plural(count, { one: `${shown} candidate contact view`, other: `${shown} candidate contact views` });
    case 'candidateInvites':
      return plural(count, { one: `${shown} candidate invitation`, other: `${shown} candidate invitations` });
    case 'resumeDownloads':
      return plural(count, { one: `${shown} resume download`, other: `${shown} resume downloads` });
    case 'teamMembers':
      return plural(count, { one: `${shown} team member`, other: `${shown} team members` });
    case 'applications':
      return plural(count, { one: `${shown} job application`, other: `${shown} job applications` });
    case 'resumeBuilds':
      return plural(count, { one: `${shown} resume built`, other: `${shown} resumes built` });
    case 'resumeParses':
      return plural(count, { one: `${shown} resume parse`, other: `${shown} resume parses` });
  }
}
