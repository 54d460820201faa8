// The profile at a glance: photo, name and headline, location, experience, salary, notice,
// industry, skills and the candidate's own words.
import { t } from '@lingui/core/macro';
import { SimpleGrid } from '@mantine/core';
import type { CandidateProfile } from '@generated/api/model';
import { CandidateSummary } from '@/components/candidate-summary/candidate-summary';
import { Fact } from '@/components/candidate-summary/fact';
import { experienceText, placeText } from '@/components/candidate-summary/profile-text';
import { formatCurrency } from '@/lib/format/currency';

function money(value: number | null | undefined, currency: string | null | undefined): string {
  return value === null || value === undefined ? '-' : formatCurrency(value, currency ?? undefined);
}

export function ProfileSummary({ profile }: { profile: CandidateProfile }) {
  return (
    <CandidateSummary profile={profile} order={3}>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" m={0}>
        <Fact label={t`Location`}>{placeText(profile) || '-'}</Fact>
        <Fact label={t`Experience`}>{experienceText(profile)}</Fact>
        <Fact label={t`Industry`}>{profile.industry?.nm ?? '-'}</Fact>
        <Fact label={t`Domain`}>{profile.jobDomain?.nm ?? '-'}</Fact>
        <Fact label={t`Expected salary`}>{money(profile.expectedSalary, profile.salaryCurrency)}</Fact>
        <Fact label={t`Notice period`}>
          {profile.noticePeriodDays === null || profile.noticePeriodDays === undefined
            ? '-'
            : t`${profile.noticePeriodDays} days`}
        </Fact>
      </SimpleGrid>
    </CandidateSummary>
  );
}
