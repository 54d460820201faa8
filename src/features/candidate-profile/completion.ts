// What the completion card says is still missing: the sections whose flag in `percentObj` is
// false, heaviest first, each with its weight (specification §9) and where to fill it in. The
// percentage itself is the server's (`percentObj.percent`); it is never recomputed here.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';
import type { ProfileCompletion } from '@generated/api/model';
import type { ProfileTabIndex } from './tabs';

export type CompletionSection = keyof typeof constants.profileCompletionWeights;

/** The anchors of the three forms of the My profile tab. */
export const DETAIL_ANCHORS = {
  basicDetails: 'basic-details',
  personalDetails: 'personal-details',
  industryDetails: 'industry-details',
} as const;

type Target = { tab: ProfileTabIndex; hash?: string };

/** Each section's words in the reader's language: a function, as the language is known only at render. */
function sections(): Record<CompletionSection, { label: string; hint: string; target: Target }> {
  return {
    basicDetails: {
      label: t`Basic details`,
      hint: t`Your name, mobile number and headline`,
      target: { tab: 0, hash: DETAIL_ANCHORS.basicDetails },
    },
    personalDetails: {
      label: t`Personal details`,
      hint: t`Gender, date of birth and where you live`,
      target: { tab: 0, hash: DETAIL_ANCHORS.personalDetails },
    },
    industryDetails: {
      label: t`Industry details and skills`,
      hint: t`Industry, experience, expected salary and skills`,
      target: { tab: 0, hash: DETAIL_ANCHORS.industryDetails },
    },
    experience: { label: t`Experience`, hint: t`Your jobs, or mark yourself a fresher`, target: { tab: 1 } },
    education: { label: t`Education`, hint: t`Your degrees and schools`, target: { tab: 2 } },
    projects: { label: t`Projects`, hint: t`Something you built or took part in`, target: { tab: 4 } },
    certificates: { label: t`Certifications`, hint: t`Courses and credentials you earned`, target: { tab: 5 } },
  };
}

export type MissingSection = {
  key: CompletionSection;
  label: string;
  hint: string;
  weight: number;
  target: Target;
};

const WEIGHTS: Record<CompletionSection, number> = constants.profileCompletionWeights;

export function missingSections(completion: ProfileCompletion): MissingSection[] {
  const words = sections();
  return (Object.keys(WEIGHTS) as CompletionSection[])
    .filter((key) => !completion[key])
    .map((key) => ({ key, ...words[key], weight: WEIGHTS[key] }))
    .sort((a, b) => b.weight - a.weight);
}

/** The percentage as shown: a whole number within 0–100 whatever arrives. */
export function percentOf(completion: ProfileCompletion): number {
  const value = Number.isFinite(completion.percent) ? Math.round(completion.percent) : 0;
  return Math.min(100, Math.max(0, value));
}
