// The newest jobs, two columns on wide screens.
import { t } from '@lingui/core/macro';
import { SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import { SILENT } from '@/lib/api/http';
import { JobCard } from '../components/job-card';
import { TileSkeletons } from '@/components/ui/tile-skeletons';
import { HomeSection } from './home-section';
import { LATEST_JOBS_QUERY, LATEST_JOBS_SHOWN } from './latest-jobs-query';

const COLS = { base: 1, md: 2 };
/** A job card's height: two lines of title and company, one of facts, one of skills (more on a phone). */
const CARD_HEIGHT = { base: 190, md: 150 };

export function LatestJobs() {
  const latest = useListJobs(LATEST_JOBS_QUERY, { request: SILENT });
  const jobs = latest.data?.data.items.slice(0, LATEST_JOBS_SHOWN);
  if (latest.isError || (jobs && jobs.length === 0)) return null;
  return (
    <HomeSection
      id="home-latest-heading"
      title={t`Latest jobs`}
      subtitle={t`Fresh openings, newest first.`}
      tinted
      more={{
        label: t`View all jobs`,
        render: (props) => <Link {...props} to="/browse-jobs" search={{ sort: 'newest' }} />,
      }}
    >
      {jobs ? (
        <SimpleGrid cols={COLS} spacing="md">
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </SimpleGrid>
      ) : (
        <TileSkeletons count={LATEST_JOBS_SHOWN} cols={COLS} height={CARD_HEIGHT} label={t`Loading jobs…`} />
      )}
    </HomeSection>
  );
}
