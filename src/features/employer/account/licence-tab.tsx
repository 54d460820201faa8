// Tab 3, my licence: what this account is and may do (from employer/view). Plans, seats and usage
// come with the pricing work (the licence calls answer 501 today), so no figures are shown.
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Employer } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import type { EmployerPermissions } from '@/lib/session/use-employer-permissions';
import { PERMISSIONS } from '../shared/permissions';

export function LicenceTab({ employer, access }: { employer: Employer; access: EmployerPermissions }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="md" fw={650} mb="sm">
          Your access
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              Company
            </Text>
            <Text fw={600}>{employer.company.name}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              Account
            </Text>
            <Text fw={600}>{access.isOwner ? 'Company owner' : 'Team member'}</Text>
          </Stack>
        </SimpleGrid>
        <Text fz="sm" c="dimmed" mb={6} id="licence-permissions">
          {access.isOwner ? 'As the owner you can do everything:' : 'What your company owner lets you do:'}
        </Text>
        <Group gap="xs" role="list" aria-labelledby="licence-permissions">
          {PERMISSIONS.filter((p) => access.can(p.value)).map((p) => (
            <Badge key={p.value} variant="light" role="listitem" tt="none">
              {p.label}
            </Badge>
          ))}
        </Group>
      </Paper>
      <Paper withBorder radius="md">
        <EmptyState
          title="Plans and billing arrive with the pricing work"
          text="Your plan, its limits (jobs, team seats, candidate searches) and renewals will be shown here once plans are available on this board."
        />
      </Paper>
    </Stack>
  );
}
