// A page of the board's site built from blocks (the content pages and named pages under /p): the
// page's title band, then each visible block in order, each rendered by its own component. The
// server decides which page a slug is (the board's own or the platform's default); this shows it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { usePreviewAdminPage } from '@generated/api/admin/admin';
import { useGetPageData } from '@generated/api/pages/pages';
import type { Page } from '@generated/api/model';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { STALE } from '@/lib/query/query-client';
import { BlockSlot } from './block-slot';
import { PageSkeleton } from './page-skeleton';

function MissingPage() {
  return (
    <PageState
      title={t`This page does not exist`}
      text={t`The link may be out of date, or the page was taken down.`}
      action={
        <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
          <Trans>Browse jobs</Trans>
        </Button>
      }
    />
  );
}

function PageHeader({ page }: { page: Page }) {
  const lead = page.slug === 'home' ? null : page.seo?.description;
  return (
    <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Stack gap="xs" maw={760}>
          <Title order={1} id="page-title" fz={{ base: 28, sm: 38 }} lh={1.2}>
            {page.title}
          </Title>
          {lead ? (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
              {lead}
            </Text>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

function PreviewBanner() {
  return (
    <Alert color="yellow" radius={0} role="status" title={t`Preview of the draft`}>
      <Trans>
        This is how guests will see the page once it is published; they see the published version until then.
      </Trans>
    </Alert>
  );
}

function NoPreview() {
  return (
    <PageState
      title={t`Only the board’s admin can preview drafts`}
      text={t`Sign in as the board’s admin, or open the published page.`}
      action={
        <Button renderRoot={(props) => <Link {...props} to="/employer/login" />}>
          <Trans>Sign in</Trans>
        </Button>
      }
    />
  );
}

export function BuiltPage({ slug }: { slug: string }) {
  // ?preview=draft (the admin console's Preview) shows the draft through the admin-only preview;
  // guests' page data stays published-only.
  const { preview } = useSearch({ strict: false }) as { preview?: unknown };
  const isPreview = preview === 'draft';
  // 404 is this screen's own state, not a failure to report.
  const published = useGetPageData(
    { slug },
    { query: { staleTime: STALE.medium, enabled: !isPreview }, request: SILENT },
  );
  const draft = usePreviewAdminPage(slug, { query: { enabled: isPreview, staleTime: 0 }, request: SILENT });
  const query = isPreview ? draft : published;
  const page = query.data?.data;
  useDocumentTitle(page ? (page.seo?.title ?? page.title) : undefined);

  if (!page) {
    if (isPreview && isApiError(query.error) && [401, 403].includes(query.error.status)) return <NoPreview />;
    if (isApiError(query.error) && [400, 404].includes(query.error.status)) return <MissingPage />;
    if (query.isError)
      return (
        <PageState
          title={t`We could not load this page`}
          text={t`Please check your connection and try again.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <PageSkeleton />;
  }
  return (
    <Box component="article" aria-labelledby="page-title" pb={{ base: 24, sm: 40 }}>
      {isPreview ? <PreviewBanner /> : null}
      <PageHeader page={page} />
      {page.blocks.map((block) => (
        <BlockSlot key={block._id} block={block} />
      ))}
    </Box>
  );
}
