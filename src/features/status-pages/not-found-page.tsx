// /not-found and every unknown path: the 404 page, with the ways back into the site. An address
// the board's redirect rules moved goes on to its new place (use-redirect-rule.ts).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';
import { useRedirectRule } from './use-redirect-rule';

export function NotFoundPage() {
  useRedirectRule();
  return (
    <StatusPage
      code={t`Error 404`}
      icon="🧭"
      title={t`We could not find that page`}
      actions={
        <>
          <Button size="md" component={Link} to="/browse-jobs">
            <Trans>Browse jobs</Trans>
          </Button>
          <Button size="md" variant="default" component={Link} to="/">
            <Trans>Go to the home page</Trans>
          </Button>
        </>
      }
    >
      <Text>
        <Trans>The link may be old or mistyped, or the page may have moved. The jobs are still here.</Trans>
      </Text>
    </StatusPage>
  );
}
