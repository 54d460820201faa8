// The profile at a glance: photo, name and headline, location, experience, salary, notice,
// industry, skills and the candidate's own words.
import { plural, t } from '@lingui/core/macro';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CandidateProfile } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { formatCurrency } from '@/lib/format/currency';
import { Fact } from '../shared/fact';

export function experienceText(
  p: Pick<CandidateProfile, 'experienceYears' | 'experienceMonths' | 'isFresher'>,
): string {
  if (p.isFresher) return t`Fresher`;
  const y = p.experienceYears ?? 0;
  const m = p.experienceMonths ?? 0;
  const parts = [
    y ? plural(y, { one: '# year', other: '# years' }) : '',
    m ? plural(m, { one: '# month', other: '# months' }) : '',
  ];
  return parts.filter(Boolean).join(' ') || '-';
}

function money(value: number | null | undefined, currency: string | null | undefined): string {
  return value === null || value === undefined ? '-' : formatCurrency(value, currency ?? undefined);
}

export function ProfileSummary({ profile }: { profile: CandidateProfile }) {
  const place = [profile.city?.nm, profile.state?.nm, profile.country?.nm].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonAvatar src={profile.avatar} name={profile.name} size="lg" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Title>
          {profile.headline ? <Text c="dimmed">{profile.headline}</Text> : null}
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" m={0}>
        <Fact label={t`Location`}>{place || '-'}</Fact>
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
      {profile.skillIds.length ? (
        <Group gap={6} aria-label={t`Skills`} role="list">
          {profile.skillIds.map((s) => (
            <Badge key={s.id ?? s.nm} variant="light" color="gray" c="gray.8" role="listitem" tt="none">
              {s.nm}
            </Badge>
          ))}
        </Group>
      ) : null}
      {profile.about ? (
        <CollapsibleText>
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {profile.about}
          </Text>
        </CollapsibleText>
      ) : null}
    </Stack>
  );
}
