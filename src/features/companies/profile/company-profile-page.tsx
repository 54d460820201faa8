// A company's public page: who they are, the facts, benefits and photos, their open jobs and their reviews. The jobs
// list, the reviews and the follow control belong to their own features; the route hands them in through
// renderJobs, renderReviews and renderFollow.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Grid, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetCompany } from '@generated/api/companies/companies';
import type { Company } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { PageState } from '@/components/ui/page-state';
import { BuildingIcon } from '@/components/ui/line-icons';
import { CompanyBenefits } from './company-benefits';
import { CompanyFacts } from './company-facts';
import { CompanyHeader } from './company-header';
import { CompanyPhotos } from './company-photos';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import { useDocumentTitle } from '@/lib/dom/use-document-title';

const JOBS_ANCHOR = 'open-jobs';

type Props = {
  companyRef: string | undefined;
  renderJobs: (company: Company) => ReactNode;
  renderReviews?: (company: Company) => ReactNode;
  /** The company's followers and the follow button, beside the header's actions. */
  renderFollow?: (company: Company) => ReactNode;
};

function MissingCompany() {
  return (
    <PageState
      icon={<BuildingIcon size={28} />}
      title={t`This company page is not available`}
      text={t`The link may be incomplete, or the company no longer lists on this site.`}
      action={
        <Button renderRoot={(props) => <Link {...props} to="/browse-companies" />}>
          <Trans>Browse companies</Trans>
        </Button>
      }
    />
  );
}

export function CompanyProfilePage({ companyRef, renderJobs, renderReviews, renderFollow }: Props) {
  const company = useGetCompany(companyRef ?? '', { query: { enabled: Boolean(companyRef) } });
  const data = company.data?.data;
  useDocumentTitle(data?.name);

  if (!companyRef) return <MissingCompany />;
  if (!data) {
    if (isApiError(company.error) && [400, 403, 404].includes(company.error.status)) return <MissingCompany />;
    if (company.isError)
      return (
        <PageState
          title={t`We could not load this company`}
          text={t`Please check your connection and try again.`}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      );
    return (
      <Container size="xl" py="xl">
        <LoadingState rows={3} withAvatar label={t`Loading the company…`} />
      </Container>
    );
  }

  const about = sanitizeHtml(data.about);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <CompanyHeader company={data} jobsAnchor={JOBS_ANCHOR} follow={renderFollow?.(data)} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby="company-about-heading"
              >
                <Title order={2} fz="lg" mb="md" id="company-about-heading">
                  <Trans>About {data.name}</Trans>
                </Title>
                {about ? (
                  <CollapsibleText>
                    <Typography data-testid="company-about" style={{ overflowWrap: 'anywhere' }}>
                      <div dangerouslySetInnerHTML={{ __html: about }} />
                    </Typography>
                  </CollapsibleText>
                ) : (
                  <Text c="dimmed">
                    <Trans>The company has not added a description yet.</Trans>
                  </Text>
                )}
              </Paper>
              <CompanyBenefits company={data} />
              <CompanyPhotos company={data} />
              <section id={JOBS_ANCHOR} aria-label={t`Open jobs at ${data.name}`} style={{ scrollMarginTop: 80 }}>
                {renderJobs(data)}
              </section>
              {renderReviews?.(data)}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CompanyFacts company={data} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
