// One option of a card-style radio group (workplace type, where the job is): the radio's dot sits
// beside the title, and the checked card is outlined, so the choice is visible without colour alone.
import { Group, Radio, Stack, Text } from '@mantine/core';
import classes from './choice-card.module.css';

type Props = { value: string; label: string; hint: string };

export function ChoiceCard({ value, label, hint }: Props) {
  return (
    <Radio.Card value={value} p="md" radius="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
