// One entry of a section as its list shows it: what and where, the period, and the details, with
// Edit and Remove buttons that name the entry for screen readers.
import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileSectionItem, ProfileSectionKind } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { BriefcaseIcon } from '@/components/ui/line-icons';
import { BadgeIcon, FolderIcon, GraduationIcon, PencilIcon, TrashIcon } from '../components/icons';
import { KINDS, valuesOf } from './kinds';
import { durationLabel, periodLabel } from './period';

export const KIND_ICONS: Record<ProfileSectionKind, ReactNode> = {
  experience: <BriefcaseIcon size={20} />,
  education: <GraduationIcon size={20} />,
  project: <FolderIcon size={20} />,
  certificate: <BadgeIcon size={20} />,
};

type Props = {
  kind: ProfileSectionKind;
  item: ProfileSectionItem;
  onEdit: () => void;
  onRemove: () => void;
};

function headingOf(kind: ProfileSectionKind, t: ReturnType<typeof valuesOf>['text']): { title: string; org: string } {
  switch (kind) {
    case 'experience':
      return { title: t.title, org: [t.comNm, t.location].filter(Boolean).join(' · ') };
    case 'education':
      return { title: [t.qualification, t.fieldOfStudy].filter(Boolean).join(', '), org: t.instiNm };
    case 'project':
      return { title: t.title, org: '' };
    case 'certificate':
      return { title: t.title, org: t.issuedBy };
  }
}

export function EntryCard({ kind, item, onEdit, onRemove }: Props) {
  const { text } = valuesOf(item);
  const { title, org } = headingOf(kind, text);
  const name = KINDS[kind].name(text);
  const duration = kind === 'experience' ? durationLabel(item.from, item.to) : null;
  const details = text.description || text.desc;
  const link = text.url || text.credentialUrl;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden visibleFrom="xs">
          {KIND_ICONS[kind]}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={650} fz="md" style={{ overflowWrap: 'anywhere' }} component="h3" m={0}>
            {title}
          </Text>
          {org ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {org}
            </Text>
          ) : null}
          <Text fz="sm" c="dimmed">
            {periodLabel(kind, item.from, item.to)}
            {duration ? ` · ${duration}` : ''}
          </Text>
          {text.grade ? (
            <Text fz="sm" c="dimmed">
              Grade: {text.grade}
            </Text>
          ) : null}
          {text.credentialId ? (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Credential ID: {text.credentialId}
            </Text>
          ) : null}
          {link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {kind === 'certificate' ? 'See the credential' : link.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : null}
          {details ? (
            <CollapsibleText threshold={96}>
              <Text fz="sm" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {details}
              </Text>
            </CollapsibleText>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit" withArrow>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={`Edit ${name}`}>
              <PencilIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove" withArrow>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`Remove ${name}`}>
              <TrashIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
