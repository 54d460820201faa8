// /client-not-found: the host this page is served on belongs to no job board (the domain check
// answered INVALID_CLIENT). Explain it in plain words and offer to create one.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

export function ClientNotFoundPage({ hostname = window.location.hostname }: { hostname?: string }) {
  return (
    <StatusPage
      icon="🔎"
      title={t`There is no job board at this address`}
      actions={
        <Button component={Link} to="/onboarding" size="md">
          <Trans>Create a job board</Trans>
        </Button>
      }
      aside={
        <Card p="lg" maw={520} w="100%" ta="left" mt="md">
          <Text fw={600} mb={4}>
            <Trans>Looking for a company&apos;s jobs?</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Check the address for typos, or ask the company for the link to its careers site. If you run this board
              and changed its address recently, use the new address or{' '}
              <Anchor component={Link} to="/contact-us" size="sm" underline="always">
                contact us
              </Anchor>
              .
            </Trans>
          </Text>
        </Card>
      }
    >
      <Text>
        <Trans>
          <Text span fw={600} c="dark">
            {hostname}
          </Text>{' '}
          is not connected to any job board. The link may be mistyped, or the board may have moved or closed.
        </Trans>
      </Text>
      <Text>
        <Trans>Want this address for your own company? Create a job board in a couple of minutes.</Trans>
      </Text>
    </StatusPage>
  );
}
