// The sitemap for people: every page of the board worth finding, its job categories and companies,
// and the newest jobs with a way to all of them. It reads the same URLs as the XML sitemap for
// search engines, with their names. A board whose plan has no sitemap still gets its main pages.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetSitemapCount, useListSitemapUrls } from '@generated/api/seo/seo';
import type { SitemapKind } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { SitemapLink } from './sitemap-link';

const JOBS_SHOWN = 100;
// Functions rather than tables: a module constant would keep the language of the first render.
// `slug` names a section's heading id, the same in every language.
function sections(): { kind: SitemapKind; slug: string; title: string; limit: number }[] {
  return [
    { kind: 'page', slug: 'pages', title: t`Pages`, limit: 1000 },
    { kind: 'category', slug: 'job-categories', title: t`Job categories`, limit: 1000 },
    { kind: 'company', slug: 'companies', title: t`Companies`, limit: 1000 },
    { kind: 'job', slug: 'newest-jobs', title: t`Newest jobs`, limit: JOBS_SHOWN },
    { kind: 'article', slug: 'journal', title: t`Journal`, limit: 1000 },
  ];
}

function mainPages(): [string, string][] {
  return [
    ['/', t`Home`],
    ['/browse-jobs', t`Browse jobs`],
    ['/browse-companies', t`Companies`],
    ['/job-category', t`Job categories`],
    ['/about-us', t`About us`],
    ['/contact-us', t`Contact us`],
    ['/privacy-policy', t`Privacy policy`],
    ['/terms-of-use', t`Terms of use`],
  ];
}

function Section({ slug, title, children }: { slug: string; title: string; children: ReactNode }) {
  const id = `sitemap-${slug}`;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Links({ kind, limit }: { kind: SitemapKind; limit: number }) {
  const list = useListSitemapUrls({ kind, page: 1, limit }, { request: SILENT });
  if (list.isPending)
    return (
      <Stack gap={6} aria-busy aria-label={t`Loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={14} w={`${60 - i * 10}%`} />
        ))}
      </Stack>
    );
  const items = list.data?.data.items ?? [];
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        {list.isError ? t`This list could not be loaded.` : t`Nothing here yet.`}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((u) => (
        <li key={u.loc}>
          <SitemapLink url={u} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export function SitemapPage() {
  const count = useGetSitemapCount({ request: SILENT });
  const kinds = count.data?.data.kinds;
  const jobs = kinds?.find((k) => k.kind === 'job')?.count ?? 0;
  // The journal has a section only on a board that shows it (its plan) and has written something.
  const articles = kinds?.find((k) => k.kind === 'article')?.count ?? 0;
  const shownJobs = jobs.toLocaleString('en-IN');
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        <Trans>Sitemap</Trans>
      </Title>
      <Text c="dimmed" mb="lg">
        <Trans>Every page of this board in one place.</Trans>
      </Text>
      {count.isError ? (
        <Section slug="pages" title={t`Pages`}>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {mainPages().map(([to, label]) => (
              <li key={to}>
                <Anchor component={Link} to={to} size="sm">
                  {label}
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        </Section>
      ) : (
        <Stack gap="lg">
          {sections()
            .filter((s) => s.kind !== 'article' || articles > 0)
            .map((s) => (
              <Section key={s.kind} slug={s.slug} title={s.title}>
                <Links kind={s.kind} limit={s.limit} />
                {s.kind === 'job' && jobs > JOBS_SHOWN && (
                  <Anchor component={Link} to="/browse-jobs" size="sm" fw={600} mt="sm" display="inline-block">
                    <Trans>Browse all {shownJobs} jobs</Trans>
                  </Anchor>
                )}
              </Section>
            ))}
        </Stack>
      )}
    </Container>
  );
}
