// Who applied: a registered candidate's profile at a glance (contact, location, experience,
// salary, skills, recent work and study), or a guest's name, e-mail and mobile.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDetails } from '@generated/api/model';
import { CandidateSummary } from '@/components/candidate-summary/candidate-summary';
import { Fact } from '@/components/candidate-summary/fact';
import { experienceText, placeText } from '@/components/candidate-summary/profile-text';
import { formatCurrency } from '@/lib/format/currency';
import { formatMonth } from '@/lib/format/dates';
import { applicantOf, phoneText } from '../shared/applicant';
import { GuestBadge } from '../shared/status-badge';
import { PersonAvatar } from '@/components/ui/person-avatar';

export function ProfileSummary({ details }: { details: ApplicationDetails }) {
  const { application, profile } = details;
  const who = applicantOf(application);
  if (!profile) {
    return (
      <Stack gap="sm">
        <Group gap="sm">
          <PersonAvatar name={who.name} size="lg" />
          <Group gap="xs">
            <Title order={2} fz="h3">
              {who.name}
            </Title>
            {who.isGuest ? <GuestBadge /> : null}
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <Fact label={t`E-mail`}>{who.email ? <Anchor href={`mailto:${who.email}`}>{who.email}</Anchor> : '-'}</Fact>
          <Fact label={t`Mobile`}>
            {who.phone ? <Anchor href={`tel:${who.phone.replace(/\s/g, '')}`}>{who.phone}</Anchor> : '-'}
          </Fact>
        </SimpleGrid>
        <Text fz="sm" c="dimmed">
          <Trans>Applied without an account, so there is no profile beyond these details.</Trans>
        </Text>
      </Stack>
    );
  }
  const phone = phoneText(profile.countryCode, profile.mobNo);
  const currency = profile.salaryCurrency ?? undefined;
  const latestJob = profile.experiences[0];
  const latestStudy = profile.educations[0];
  return (
    <CandidateSummary profile={profile} order={2}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Fact label={t`E-mail`}>
          <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>
        </Fact>
        <Fact label={t`Mobile`}>{phone ? <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor> : '-'}</Fact>
        <Fact label={t`Location`}>{placeText(profile) || '-'}</Fact>
        <Fact label={t`Experience`}>{experienceText(profile)}</Fact>
        <Fact label={t`Current salary`}>
          {profile.currentSalary !== null && profile.currentSalary !== undefined
            ? formatCurrency(profile.currentSalary, currency)
            : '-'}
        </Fact>
        <Fact label={t`Expected salary`}>
          {profile.expectedSalary !== null && profile.expectedSalary !== undefined
            ? formatCurrency(profile.expectedSalary, currency)
            : '-'}
        </Fact>
        <Fact label={t`Notice period`}>
          {profile.noticePeriodDays !== null && profile.noticePeriodDays !== undefined
            ? t`${profile.noticePeriodDays} days`
            : '-'}
        </Fact>
        {latestJob ? (
          <Fact label={t`Latest role`}>
            {latestJob.title}, {latestJob.comNm} ({formatMonth(latestJob.from)} –{' '}
            {latestJob.to ? formatMonth(latestJob.to) : 'present'})
          </Fact>
        ) : null}
        {latestStudy ? (
          <Fact label={t`Education`}>
            {[latestStudy.qualification, latestStudy.instiNm].filter(Boolean).join(', ')}
          </Fact>
        ) : null}
        {profile.linkedIn ? (
          <Fact label={t`LinkedIn`}>
            <Anchor href={profile.linkedIn} target="_blank" rel="noopener noreferrer">
              {profile.linkedIn.replace(/^https?:\/\/(www\.)?/, '')}
            </Anchor>
          </Fact>
        ) : null}
      </SimpleGrid>
    </CandidateSummary>
  );
}
