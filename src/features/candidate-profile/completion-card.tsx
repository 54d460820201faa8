// The completion card of the profile header: the server's percentage (`percentObj.percent`) as a
// ring, and what to fill next: each missing section with what it adds, linking to its tab or form.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProfileCompletion } from '@generated/api/model';
import { CheckCircleIcon } from '@/components/ui/line-icons';
import { missingSections, percentOf } from './completion';

function ringColor(percent: number): string {
  if (percent >= 80) return 'teal';
  if (percent >= 50) return 'brand';
  return 'orange';
}

export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  const percent = percentOf(completion);
  const missing = missingSections(completion);
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="profile-completion-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <RingProgress
          size={88}
          thickness={9}
          roundCaps
          sections={[{ value: percent, color: ringColor(percent) }]}
          rootColor="var(--mantine-color-gray-2)"
          label={
            <Text ta="center" fw={700} fz={percent === 100 ? 'md' : 'lg'} aria-hidden>
              {percent}%
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="md" fw={650} id="profile-completion-title">
            <Trans>Profile {percent}% complete</Trans>
          </Title>
          {missing.length === 0 ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <CheckCircleIcon size={18} color="var(--mantine-color-teal-8)" style={{ flexShrink: 0, marginTop: 1 }} />
              <Text fz="sm">
                <Trans>Everything is filled in. Employers see your whole profile.</Trans>
              </Text>
            </Group>
          ) : (
            <>
              <Text fz="sm" c="dimmed">
                <Trans>Complete profiles get more replies. Fill in next:</Trans>
              </Text>
              <Stack
                component="ul"
                gap={4}
                p={0}
                m={0}
                mt={4}
                style={{ listStyle: 'none' }}
                aria-label={t`What to fill next`}
              >
                {missing.map((section) => (
                  <Group component="li" key={section.key} gap="xs" wrap="nowrap" justify="space-between">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/jobsseekers/profile"
                          search={{ tab: section.target.tab }}
                          hash={section.target.hash}
                        />
                      )}
                      fz="sm"
                      fw={500}
                      title={section.hint}
                    >
                      {section.label}
                    </Anchor>
                    <Badge variant="light" color="teal" size="sm" style={{ flexShrink: 0 }}>
                      +{section.weight}%
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
