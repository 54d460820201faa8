// The role elsewhere (issue 18): under the last page of a search whose keyword named a place or
// remote work ("data analyst pune"), the best matches of the same words outside it, so a place
// with few jobs still shows the person their role. A link searches the words everywhere.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Group, Title } from '@mantine/core';
import type { JobSearchUnderstood, JobSummary } from '@generated/api/model';
import { JobList } from '../components/job-list';

/** "Data analyst jobs outside Pune", "Support jobs that are not remote". */
export function elsewhereHeading(u: JobSearchUnderstood): string {
  const role = u.keyword ? u.keyword.charAt(0).toUpperCase() + u.keyword.slice(1) : '';
  const words = role ? t`${role} jobs` : t`Jobs`;
  if (u.place) return t`${words} outside ${u.place.nm}`;
  // One message per case, so a language words each its own way.
  if (u.workplaceType === 'WFH') return t`${words} that are not remote`;
  if (u.workplaceType === 'HYBRID') return t`${words} that are not hybrid`;
  if (u.workplaceType === 'OFFICE') return t`${words} that are not in an office`;
  return t`${words} elsewhere`;
}

export function ElsewhereSection({
  understood,
  jobs,
  onSearchEverywhere,
}: {
  understood: JobSearchUnderstood;
  jobs: JobSummary[];
  onSearchEverywhere: (keyword: string) => void;
}) {
  const keyword = understood.keyword;
  return (
    <Box component="section" aria-labelledby="browse-elsewhere-heading" mt="lg">
      <Group justify="space-between" align="baseline" mb="sm" gap="sm" wrap="wrap">
        <Title order={2} id="browse-elsewhere-heading" fz="md" fw={650}>
          {elsewhereHeading(understood)}
        </Title>
        {keyword ? (
          <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onSearchEverywhere(keyword)}>
            <Trans>Search “{keyword}” everywhere</Trans>
          </Anchor>
        ) : null}
      </Group>
      <JobList jobs={jobs} />
    </Box>
  );
}
