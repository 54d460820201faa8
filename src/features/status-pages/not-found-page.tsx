// /not-found and every unknown path: the 404 page, with the ways back into the site. An address
// the board's redirect rules moved goes on to its new place (use-redirect-rule.ts).
import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';
import { useRedirectRule } from './use-redirect-rule';

export function NotFoundPage() {
  useRedirectRule();
  return (
    <StatusPage
      code="Error 404"
      icon="🧭"
      title="We could not find that page"
      actions={
        <>
          <Button size="md" component={Link} to="/browse-jobs">
            Browse jobs
          </Button>
          <Button size="md" variant="default" component={Link} to="/">
            Go to the home page
          </Button>
        </>
      }
    >
      <Text>The link may be old or mistyped, or the page may have moved. The jobs are still here.</Text>
    </StatusPage>
  );
}
