// /client-not-found: the host this page is served on belongs to no job board (the domain check
// answered INVALID_CLIENT). Explain it in plain words and offer to create one.
import { Anchor, Button, Card, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

export function ClientNotFoundPage({ hostname = window.location.hostname }: { hostname?: string }) {
  return (
    <StatusPage
      icon="🔎"
      title="There is no job board at this address"
      actions={
        <Button component={Link} to="/onboarding" size="md">
          Create a job board
        </Button>
      }
      aside={
        <Card p="lg" maw={520} w="100%" ta="left" mt="md">
          <Text fw={600} mb={4}>
            Looking for a company&apos;s jobs?
          </Text>
          <Text size="sm" c="dimmed">
            Check the address for typos, or ask the company for the link to its careers site. If you run this board and
            changed its address recently, use the new address or{' '}
            <Anchor component={Link} to="/contact-us" size="sm" underline="always">
              contact us
            </Anchor>
            .
          </Text>
        </Card>
      }
    >
      <Text>
        <Text span fw={600} c="dark">
          {hostname}
        </Text>{' '}
        is not connected to any job board. The link may be mistyped, or the board may have moved or closed.
      </Text>
      <Text>Want this address for your own company? Create a job board in a couple of minutes.</Text>
    </StatusPage>
  );
}
