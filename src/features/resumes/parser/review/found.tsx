// How a found value shows in the review: the value, or "Not found", and a highlighted "Check this"
// when the parser was unsure of it (the words are read out too, not only the colour).
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function CheckBadge() {
  return (
    <Badge color="yellow" variant="light" radius="sm" size="sm" style={{ flex: 'none' }}>
      <Trans>Check this</Trans>
    </Badge>
  );
}

const checkStyle = {
  background: 'var(--mantine-color-yellow-0)',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  boxShadow: 'inset 3px 0 0 var(--mantine-color-yellow-6)',
};

type FieldProps = { label: string; value: string | null; check: boolean; wide?: boolean };

export function FoundField({ label, value, check, wide = false }: FieldProps) {
  const flagged = Boolean(value) && check;
  return (
    <Box
      data-check={flagged ? 'true' : undefined}
      data-testid={`found-${label}`}
      px="sm"
      py={6}
      style={{ borderRadius: 6, gridColumn: wide ? '1 / -1' : undefined, ...(flagged ? checkStyle : {}) }}
    >
      <Text component="dt" fz="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        {value ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed" fs="italic">
            <Trans>Not found</Trans>
          </Text>
        )}
        {flagged ? <CheckBadge /> : null}
      </Group>
    </Box>
  );
}

type EntryProps = { title: string; lines: (string | null)[]; check: boolean; children?: ReactNode };

export function FoundEntry({ title, lines, check, children }: EntryProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-check={check ? 'true' : undefined}
      style={check ? checkStyle : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} fz="sm">
          {title}
        </Text>
        {check ? <CheckBadge /> : null}
      </Group>
      {lines
        .filter((l): l is string => Boolean(l))
        .map((line, i) => (
          <Text key={i} fz="sm" c="dimmed">
            {line}
          </Text>
        ))}
      {children}
    </Paper>
  );
}
