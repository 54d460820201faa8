// /503: the server could not be reached or answered with a server error. Retrying loads the page
// the visitor wanted (or the home page) afresh, which runs the start-up checks again.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

type Props = { from?: string; reload?: (to: string) => void };

export function ServiceUnavailablePage({ from, reload = (to) => window.location.assign(to) }: Props) {
  return (
    <StatusPage
      code={t`Error 503`}
      icon="🛠"
      color="orange"
      title={t`We'll be right back`}
      actions={
        <>
          <Button size="md" onClick={() => reload(from ?? '/')}>
            <Trans>Try again</Trans>
          </Button>
          <Button size="md" variant="default" component={Link} to="/contact-us">
            <Trans>Contact support</Trans>
          </Button>
        </>
      }
    >
      <Text>
        <Trans>
          The service is unavailable for a moment, usually because of maintenance or a short outage. Your account and
          data are safe.
        </Trans>
      </Text>
      <Text>
        <Trans>Please try again in a minute.</Trans>
      </Text>
    </StatusPage>
  );
}
