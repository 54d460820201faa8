// One list section of the builder (experience, education, projects, custom sections): its entries
// as cards with every field of the contract, added, removed (with Undo) and moved up or down with
// buttons a keyboard reaches. Focus follows the entry that was added or moved, and each change is
// announced, since a moved card otherwise changes place silently.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon } from '@/components/ui/icons';
import { emptyValues, newKey, type Entry } from '../model/draft';
import type { FieldSpec, ListSpec } from '../model/sections';
import { TrashIcon } from '../icons';
import { DraftTextarea, DraftTextInput } from './draft-inputs';

type Props<F extends string> = { spec: ListSpec<F>; entries: Entry<F>[]; onChange: (next: Entry<F>[]) => void };

type Removed<F extends string> = { entry: Entry<F>; index: number; name: string };

function EntryField<F extends string>({
  field,
  path,
  value,
  onValue,
}: {
  field: FieldSpec<F>;
  path: string;
  value: string;
  onValue: (v: string) => void;
}) {
  const common = { path, value, onValue, label: field.label, placeholder: field.placeholder };
  return field.multiline ? (
    <DraftTextarea {...common} max={field.max} description={field.description} />
  ) : (
    <DraftTextInput {...common} withAsterisk={field.missing !== undefined} description={field.description} />
  );
}

export function EntryList<F extends string>({ spec, entries, onChange }: Props<F>) {
  const box = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<Removed<F> | null>(null);
  const nameOf = (entry: Entry<F>, index: number) => spec.titleOf(entry.values) || spec.unnamed(index + 1);

  useEffect(() => {
    if (!focusNext.current) return;
    box.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const entry: Entry<F> = { key: newKey(), values: emptyValues(spec.fields) };
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    focusNext.current = `[data-entry="${entry.key}"] input, [data-entry="${entry.key}"] textarea`;
    setRemoved(null);
    onChange([...entries, entry]);
    setAnnouncement(spec.addedLabel);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const entry = entries[index];
    if (!entry || target < 0 || target >= entries.length) return;
    const next = [...entries];
    next.splice(index, 1);
    next.splice(target, 0, entry);
    // The button pressed may now be disabled (top or bottom), so focus goes to one that is not.
    const edge = target === 0 || target === entries.length - 1;
    const direction = edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    focusNext.current = `[data-entry="${entry.key}"] [data-move="${direction}"]`;
    onChange(next);
    setAnnouncement(t`${nameOf(entry, index)} moved to position ${target + 1} of ${entries.length}`);
  };
  const remove = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setRemoved({ entry, index, name: nameOf(entry, index) });
    focusNext.current = '[data-undo]';
    onChange(entries.filter((_, i) => i !== index));
    setAnnouncement('');
  };
  const undo = () => {
    if (!removed) return;
    const next = [...entries];
    next.splice(Math.min(removed.index, next.length), 0, removed.entry);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    focusNext.current = `[data-entry="${removed.entry.key}"] input`;
    onChange(next);
    setAnnouncement(t`${removed.name} is back`);
    setRemoved(null);
  };
  const full = entries.length >= spec.maxItems;

  return (
    <Stack gap="sm" ref={box}>
      {entries.map((entry, index) => {
        const name = nameOf(entry, index);
        return (
          <Paper key={entry.key} withBorder radius="md" p="sm" data-entry={entry.key}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
              <Text fw={600} fz="sm" truncate>
                {spec.titleOf(entry.values) || spec.newLabel}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t`Move up`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    data-move="up"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t`Move ${name} up`}
                  >
                    <ChevronUpIcon size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t`Move down`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    data-move="down"
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t`Move ${name} down`}
                  >
                    <ChevronDownIcon size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t`Remove`} withArrow>
                  <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} aria-label={t`Remove ${name}`}>
                    <TrashIcon size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              {spec.fields.map((field) => (
                <div key={field.name} style={{ gridColumn: field.half ? undefined : '1 / -1' }}>
                  <EntryField
                    field={field}
                    path={`${spec.key}.${index}.${field.name}`}
                    value={entry.values[field.name]}
                    onValue={(v) =>
                      onChange(
                        entries.map((e) =>
                          e.key === entry.key ? { ...e, values: { ...e.values, [field.name]: v } } : e,
                        ),
                      )
                    }
                  />
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
      {removed ? (
        <Group gap="xs" role="status">
          <Text fz="sm">
            <Trans>Removed {removed.name}.</Trans>
          </Text>
          <Anchor component="button" type="button" fz="sm" onClick={undo} data-undo>
            <Trans>Undo</Trans>
          </Anchor>
        </Group>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={add} disabled={full}>
          {spec.addLabel}
        </Button>
        {full ? (
          <Text fz="xs" c="dimmed">
            <Trans>A resume holds up to {spec.maxItems} of these.</Trans>
          </Text>
        ) : null}
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
