// A mail's variables as buttons that insert {{name}} into the field last focused, each with what it
// holds and its example.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { MailTemplateVariable } from '@generated/api/model';

type Props = { variables: MailTemplateVariable[]; onInsert: (name: string) => void };

export function VariableChips({ variables, onInsert }: Props) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id="mail-variables">
        <Trans>Variables (insert at the cursor)</Trans>
      </Text>
      <Group gap={6} role="group" aria-labelledby="mail-variables">
        {variables.map((v) => (
          <Tooltip key={v.name} label={t`${v.description} Example: ${v.example}`} multiline w={260} withArrow>
            <Button
              size="compact-sm"
              variant="light"
              radius="xl"
              aria-label={t`Insert {{${v.name}}}: ${v.description}`}
              onClick={() => onInsert(v.name)}
              style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
            >
              {`{{${v.name}}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
