// The heading of a results page's filter panel: "Filters", and "Clear all" while any is set.
import { Trans } from '@lingui/react/macro';
import { Button, Group, Title } from '@mantine/core';

export function FiltersHeading({ active, onClear }: { active: number; onClear: () => void }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={2} fz="md" fw={650}>
        <Trans>Filters</Trans>
      </Title>
      {active > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          <Trans>Clear all</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
