// The employer's guided tour: a "Getting started" card on the home screen until it is dismissed,
// with the first things to do, each a link, shown only to those allowed to do them. Dismissing it
// marks the tour done on the account (employer/istourdone), so it stays hidden on every device.
// A card rather than a modal tour: nothing covers the screen the employer came to use.
import { Button, CloseButton, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getGetEmployerQueryKey, useSetEmployerTourDone } from '@generated/api/employer/employer';
import type { TeamMemberPermission } from '@generated/api/model';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';

type Step = { to: string; title: string; text: string; needs?: TeamMemberPermission; ownerOnly?: boolean };

const STEPS: Step[] = [
  {
    to: '/employer/profile',
    title: 'Complete your company profile',
    text: 'Logo, about, benefits and photos are what candidates see first.',
    ownerOnly: true,
  },
  {
    to: '/employer/job-type',
    title: 'Post your first job',
    text: 'Nine short steps, saved as you go.',
    needs: 'post_jobs',
  },
  {
    to: '/employer/all-applicant',
    title: 'Review your applicants',
    text: 'Shortlist, interview and hire from one pipeline.',
    needs: 'manage_applicants',
  },
  {
    to: '/employer/profile',
    title: 'Invite your team',
    text: 'Give colleagues exactly the access they need.',
    needs: 'team',
  },
  {
    to: '/employer/analytics',
    title: 'Watch what works',
    text: 'Views, applications and hires by month and by job.',
    needs: 'view_analytics',
  },
];

export function GettingStarted() {
  const client = useQueryClient();
  const { employer, can, isOwner } = useEmployerPermissions();
  const done = useSetEmployerTourDone({
    mutation: { onSuccess: (r) => client.setQueryData(getGetEmployerQueryKey(), r) },
  });
  if (!employer || employer.tourDone) return null;
  const steps = STEPS.filter((s) => (s.ownerOnly ? isOwner : !s.needs || can(s.needs)));
  const dismiss = () => done.mutate({ data: { tourDone: true } });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text component="h2" id="getting-started-title" fw={700} fz="lg">
            Getting started
          </Text>
          <Text size="sm" c="dimmed">
            A few first steps to make the most of your hiring space.
          </Text>
        </Stack>
        <CloseButton aria-label="Hide getting started" onClick={dismiss} disabled={done.isPending} />
      </Group>
      <List spacing="sm" mt="md" listStyleType="none" p={0}>
        {steps.map((s, i) => (
          <List.Item
            key={s.title}
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <Text fz="xs" fw={700}>
                  {i + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text component={Link} to={s.to} fw={600} c="brand.7" fz="sm">
              {s.title}
            </Text>
            <Text size="sm" c="dimmed">
              {s.text}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" onClick={dismiss} loading={done.isPending}>
          Got it, hide this
        </Button>
      </Group>
    </Paper>
  );
}
