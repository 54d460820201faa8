// A company in a list: logo, name, industry and head office, rating and open jobs; the whole card
// leads to the company's page.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CompanySummary } from '@generated/api/model';
import { MapPinIcon } from '@/components/ui/line-icons';
import { CompanyLogo } from '@/components/ui/company-logo';
import classes from '@/components/ui/hover-card.module.css';
import { openJobsLabel } from './open-jobs';
import { Rating } from './rating';

export function CompanyCard({ company, headingOrder = 2 }: { company: CompanySummary; headingOrder?: 2 | 3 }) {
  return (
    <Card
      padding="lg"
      h="100%"
      className={classes.card}
      renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <CompanyLogo
            name={company.name}
            logoUri={company.logoUri}
            externalLogoUrl={company.externalLogoUrl}
            size={56}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={headingOrder} fz="md" fw={650} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            {company.industry ? (
              <Text fz="sm" c="dimmed" lineClamp={1}>
                {company.industry.nm}
              </Text>
            ) : null}
            {company.location ? (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <MapPinIcon size={14} />
                <Text fz="sm" c="dimmed" lineClamp={1}>
                  {company.location}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Rating rating={company.rating} count={company.reviewCount} />
          <Badge variant={company.openJobs > 0 ? 'light' : 'default'} radius="sm" tt="none" size="lg" fw={600}>
            {openJobsLabel(company.openJobs)}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
