// One group of the settings form: a titled card, labelled for screen readers by its heading.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { FieldErrors, SettingsValues } from './settings-form';

/** What every section gets: the values, the errors by field, and a way to change some values. */
export type SectionProps = {
  values: SettingsValues;
  errors: FieldErrors;
  onChange: (patch: Partial<SettingsValues>) => void;
};

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
