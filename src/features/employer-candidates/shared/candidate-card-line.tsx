// A candidate card's identity line: photo, name (a link to their page), headline with company,
// city and years of experience.
import { t } from '@lingui/core/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { CandidateCard } from '@generated/api/model';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { CandidateLink } from './candidate-link';

export function cardFacts(c: CandidateCard): string {
  const years =
    c.experienceYears === null || c.experienceYears === undefined
      ? null
      : `${c.experienceYears} ${c.experienceYears === 1 ? 'year' : 'years'}`;
  return [c.city?.nm, years].filter(Boolean).join(' · ');
}

type Props = { candidate: CandidateCard; jobId?: string | null; viewed?: boolean };

export function CandidateCardLine({ candidate, jobId, viewed }: Props) {
  const role = [candidate.headline, candidate.currentCompany].filter(Boolean).join(t` at `);
  const facts = cardFacts(candidate);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 200px' }}>
      <PersonAvatar src={candidate.avatar} name={candidate.name} size="md" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <CandidateLink
          candidateId={candidate._id}
          jobId={jobId}
          viewed={viewed}
          fw={650}
          style={{ overflowWrap: 'anywhere' }}
        >
          {candidate.name}
        </CandidateLink>
        {role ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {role}
          </Text>
        ) : null}
        {facts ? (
          <Text fz="xs" c="dimmed">
            {facts}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
