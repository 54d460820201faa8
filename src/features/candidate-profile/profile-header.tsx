// The top of the profile: the photo (with Change photo), the name as the page's one heading, the
// headline, where the candidate lives and their current role (the first experience entry, which
// the server sorts current first); beside it, the completion card.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { BriefcaseIcon, MapPinIcon } from '@/components/ui/line-icons';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { CompletionCard } from './completion-card';
import { MailIcon } from './components/icons';
import { ProfilePicture } from './picture/profile-picture';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
      <Box mt={2} style={{ flexShrink: 0, display: 'flex' }}>
        {icon}
      </Box>
      <Text fz="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ProfileHeader({ profile }: { profile: CandidateProfile }) {
  const place = [profile.city?.nm, profile.country?.nm].filter(Boolean).join(', ');
  const current = profile.experiences[0];
  const role = current && !current.to ? t`${current.title} at ${current.comNm}` : null;
  return (
    // Side by side where there is room, the completion card under the header on phones.
    <Group gap="md" mb="lg" align="stretch" wrap="wrap">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} style={{ flex: '3 1 420px', minWidth: 0 }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ProfilePicture profile={profile} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Title>
            {profile.headline ? (
              <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {profile.headline}
              </Text>
            ) : (
              <Text fz="sm" c="dimmed">
                <Trans>Add a headline so employers know what you do at a glance.</Trans>
              </Text>
            )}
            <Stack gap={2} mt={6}>
              {role ? <Fact icon={<BriefcaseIcon size={16} />}>{role}</Fact> : null}
              {place ? <Fact icon={<MapPinIcon size={16} />}>{place}</Fact> : null}
              <Fact icon={<MailIcon size={16} />}>{profile.email}</Fact>
            </Stack>
          </Stack>
        </Group>
      </Paper>
      <FeatureGate feature="profile_completion" fallback={null}>
        <Box style={{ flex: '2 1 300px', minWidth: 0 }}>
          <CompletionCard completion={profile.percentObj} />
        </Box>
      </FeatureGate>
    </Group>
  );
}
