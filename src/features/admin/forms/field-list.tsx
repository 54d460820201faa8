// One section's fields in order, each with its controls: required, move up and down (buttons, so
// the keyboard and screen readers can reorder), edit, and delete for the board's own fields.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { fieldTypes } from '@generated/manifest';
import { ChevronDownIcon, ChevronUpIcon } from '@/components/ui/icons';
import type { DraftField } from './draft';

type Props = {
  fields: DraftField[];
  onMove: (index: number, delta: -1 | 1) => void;
  onRequired: (field: DraftField, required: boolean) => void;
  onEdit: (field: DraftField) => void;
  onDelete: (field: DraftField) => void;
};

const typeLabel = (type: DraftField['fieldType']) => fieldTypes[type]?.label ?? type;

export function FieldList({ fields, onMove, onRequired, onEdit, onDelete }: Props) {
  if (fields.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        <Trans>No fields in this section yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {fields.map((f, i) => {
        const name = f.label.en || f.keyNm;
        return (
          <Paper key={f.id} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" color="gray" size="sm">
                    {typeLabel(f.fieldType)}
                  </Badge>
                  {f.isDefault ? (
                    <Badge variant="outline" color="gray" size="sm">
                      <Trans>Product field</Trans>
                    </Badge>
                  ) : null}
                  {f.isPublic ? (
                    <Badge variant="outline" color="gray" size="sm">
                      <Trans>On the job page</Trans>
                    </Badge>
                  ) : null}
                  {f.fieldType === 'dropdown' || f.fieldType === 'checkbox' ? (
                    <Text fz="xs" c="dimmed">
                      {plural((f.options ?? []).length, { one: '# option', other: '# options' })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Switch
                  label={t`Required`}
                  aria-label={t`${name} is required`}
                  checked={f.required}
                  disabled={f.productRequired}
                  onChange={(e) => onRequired(f, e.currentTarget.checked)}
                />
                <Tooltip label={t`Move up`}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => onMove(i, -1)}
                  >
                    <ChevronUpIcon size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t`Move down`}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move ${name} down`}
                    disabled={i === fields.length - 1}
                    onClick={() => onMove(i, 1)}
                  >
                    <ChevronDownIcon size={18} />
                  </ActionIcon>
                </Tooltip>
                <Button variant="default" size="compact-sm" aria-label={t`Edit ${name}`} onClick={() => onEdit(f)}>
                  <Trans>Edit</Trans>
                </Button>
                {f.isDefault ? null : (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t`Delete ${name}`}
                    onClick={() => onDelete(f)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
