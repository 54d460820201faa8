// A contact message in full, beside the inbox (the whole screen on a phone): the sender's details,
// the text as written, a reply link that opens the admin's mail client, and the handled mark.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminContactMessage } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';
import { replyHref, spamLabel } from './labels';

type Props = {
  message: AdminContactMessage | null;
  busy: boolean;
  onClose: () => void;
  onHandled: (handled: boolean) => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}

export function MessageDrawer({ message: m, busy, onClose, onHandled }: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer
      opened={m !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': t`Close the message` }}
      title={m ? m.subject : ''}
    >
      {m ? (
        <Stack gap="md">
          {m.spamReason ? (
            <Alert color="gray" variant="light" title={spamLabel(m.spamReason)}>
              <Trans>It was not e-mailed to the board. Reply only if it is a real message.</Trans>
            </Alert>
          ) : null}
          <dl style={{ margin: 0 }}>
            <Row label={t`From`}>
              {m.name}
              {m.companyName ? `, ${m.companyName}` : ''}
            </Row>
            <Row label={t`E-mail`}>
              <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
            </Row>
            {m.phone ? (
              <Row label={t`Phone`}>
                <Anchor href={`tel:${m.phone.replace(/\s+/g, '')}`}>{m.phone}</Anchor>
              </Row>
            ) : null}
            <Row label={t`Sent`}>
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              {m.mailedTo ? t`, e-mailed to ${m.mailedTo}` : ''}
            </Row>
            {m.handledAt ? (
              <Row label={t`Handled`}>
                <time dateTime={m.handledAt}>{formatDateTime(m.handledAt)}</time>
              </Row>
            ) : null}
          </dl>
          <Text
            component="blockquote"
            aria-label={t`The message`}
            size="sm"
            m={0}
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            {m.message}
          </Text>
          <Group gap="xs">
            <Button component="a" href={replyHref(m.email, m.subject)}>
              <Trans>Reply by e-mail</Trans>
            </Button>
            {m.state === 'new' ? (
              <Button variant="default" loading={busy} onClick={() => onHandled(true)}>
                <Trans>Mark handled</Trans>
              </Button>
            ) : null}
            {m.state === 'handled' ? (
              <Button variant="default" loading={busy} onClick={() => onHandled(false)}>
                <Trans>Mark as new</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
