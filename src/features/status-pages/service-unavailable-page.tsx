// /503: the server could not be reached or answered with a server error. Retrying loads the page
// the visitor wanted (or the home page) afresh, which runs the start-up checks again.
import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

type Props = { from?: string; reload?: (to: string) => void };

export function ServiceUnavailablePage({ from, reload = (to) => window.location.assign(to) }: Props) {
  return (
    <StatusPage
      code="Error 503"
      icon="🛠"
      color="orange"
      title="We'll be right back"
      actions={
        <>
          <Button size="md" onClick={() => reload(from ?? '/')}>
            Try again
          </Button>
          <Button size="md" variant="default" component={Link} to="/contact-us">
            Contact support
          </Button>
        </>
      }
    >
      <Text>
        The service is unavailable for a moment, usually because of maintenance or a short outage. Your account and data
        are safe.
      </Text>
      <Text>Please try again in a minute.</Text>
    </StatusPage>
  );
}
