// The top of a room: who the conversation is with, their company or title and the job it is
// about; a way back to the list on phones; blocking (candidates) and reporting.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { ChatRoom } from '@generated/api/model';
import { otherParticipant } from '@/lib/chat/room';
import { PersonAvatar } from '@/components/ui/person-avatar';

type Props = { room: ChatRoom; role: string; onBack: () => void; onBlock: () => void; onReport: () => void };

function DotsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

export function RoomHeader({ room, role, onBack, onBlock, onReport }: Props) {
  const other = otherParticipant(room, role);
  const name = other?.name ?? 'Conversation';
  // Candidates see who the person writes for; employers see the candidate's own title.
  const about = role === 'candidate' ? other?.companyName : other?.jobTitle;
  return (
    <Group
      gap="sm"
      px="sm"
      py="xs"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t`Back to conversations`}
        onClick={onBack}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <path d="m15 5-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ActionIcon>
      <PersonAvatar name={name} src={other?.avatar} size="md" />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Title order={2} fz="md" fw={650} lineClamp={1}>
          {name}
        </Title>
        {about ? (
          <Text fz="xs" c="dimmed" truncate="end">
            {about}
          </Text>
        ) : null}
        {room.jobTitle ? (
          <Text fz="xs" c="dimmed" truncate="end">
            <Trans>About: {room.jobTitle}</Trans>
          </Text>
        ) : null}
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t`Conversation actions`}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {role === 'candidate' ? (
            <Menu.Item color="red" onClick={onBlock}>
              <Trans>Block company</Trans>
            </Menu.Item>
          ) : null}
          {room.reportedByMe?.room ? (
            <Menu.Item disabled>
              <Trans>Conversation reported, waiting for the moderators</Trans>
            </Menu.Item>
          ) : (
            <Menu.Item onClick={onReport}>
              <Trans>Report conversation</Trans>
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
