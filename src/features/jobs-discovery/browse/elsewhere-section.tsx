// The role elsewhere (issue 18): under the last page of a search whose keyword named a place or
// remote work ("data analyst pune"), the best matches of the same words outside it, so a place
// with few jobs still shows the person their role. A link searches the words everywhere.
import { Anchor, Box, Group, Title } from '@mantine/core';
import type { JobSearchUnderstood, JobSummary } from '@generated/api/model';
import { JobList } from '../components/job-list';

const WHERE_ELSE = { WFH: 'not remote', HYBRID: 'not hybrid', OFFICE: 'not in an office' } as const;

/** "Data analyst jobs outside Pune", "Support jobs that are not remote". */
export function elsewhereHeading(u: JobSearchUnderstood): string {
  const words = u.keyword ? `${u.keyword.charAt(0).toUpperCase()}${u.keyword.slice(1)} jobs` : 'Jobs';
  if (u.place) return `${words} outside ${u.place.nm}`;
  return u.workplaceType ? `${words} that are ${WHERE_ELSE[u.workplaceType]}` : `${words} elsewhere`;
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
            Search “{keyword}” everywhere
          </Anchor>
        ) : null}
      </Group>
      <JobList jobs={jobs} />
    </Box>
  );
}
