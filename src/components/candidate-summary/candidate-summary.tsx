// A candidate's profile at a glance, as an employer sees it: photo, name and headline, then the
// facts the screen chooses (its children: a definition list), the skills and the candidate's own
// words. The candidate's page and an application's page each show one.
import { t } from '@lingui/core/macro';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { PersonAvatar } from '@/components/ui/person-avatar';

type Props = {
  profile: Pick<CandidateProfile, 'avatar' | 'name' | 'headline' | 'skillIds' | 'about'>;
  /** The name's heading level: 2 where the profile is the page's subject, 3 in a section. */
  order: 2 | 3;
  children: ReactNode;
};

export function CandidateSummary({ profile, order, children }: Props) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonAvatar src={profile.avatar} name={profile.name} size="lg" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={order} fz={order === 2 ? 'h3' : 'lg'} style={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Title>
          {profile.headline ? <Text c="dimmed">{profile.headline}</Text> : null}
        </Stack>
      </Group>
      {children}
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
