// One option of a card-style radio group (a job's workplace, a payment gateway, how to pay for a
// plan): the radio's dot sits beside the title, and the checked card is outlined, so the choice is
// visible without colour alone.
import { Group, Radio, Stack, Text } from '@mantine/core';
import classes from './choice-card.module.css';

type Props = {
  value: string;
  label: string;
  hint: string;
  disabled?: boolean;
  /** The card's padding: md, or sm where the cards sit in a denser screen. */
  padding?: 'sm' | 'md';
};

export function ChoiceCard({ value, label, hint, disabled, padding = 'md' }: Props) {
  return (
    <Radio.Card value={value} p={padding} radius="md" className={classes.card} disabled={disabled}>
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
