// One entry of a section as its list shows it: what and where, the period, and the details, with
// Edit and Remove buttons that name the entry for screen readers.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileSectionItem, ProfileSectionKind } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { BriefcaseIcon } from '@/components/ui/line-icons';
import { BadgeIcon, FolderIcon, GraduationIcon, TrashIcon } from '../components/icons';
import { PencilIcon } from '@/components/ui/icons';
import { kindInfo, valuesOf } from './kinds';
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

function headingOf(
  kind: ProfileSectionKind,
  text: ReturnType<typeof valuesOf>['text'],
): { title: string; org: string } {
  switch (kind) {
    case 'experience':
      return { title: text.title, org: [text.comNm, text.location].filter(Boolean).join(' · ') };
    case 'education':
      return { title: [text.qualification, text.fieldOfStudy].filter(Boolean).join(', '), org: text.instiNm };
    case 'project':
      return { title: text.title, org: '' };
    case 'certificate':
      return { title: text.title, org: text.issuedBy };
  }
}

export function EntryCard({ kind, item, onEdit, onRemove }: Props) {
  const { text } = valuesOf(item);
  const { title, org } = headingOf(kind, text);
  const name = kindInfo(kind).name(text);
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
              <Trans>Grade: {text.grade}</Trans>
            </Text>
          ) : null}
          {text.credentialId ? (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Credential ID: {text.credentialId}</Trans>
            </Text>
          ) : null}
          {link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {kind === 'certificate' ? t`See the credential` : link.replace(/^https?:\/\//, '')}
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
          <Tooltip label={t`Edit`} withArrow>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={t`Edit ${name}`}>
              <PencilIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Remove`} withArrow>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={t`Remove ${name}`}>
              <TrashIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
