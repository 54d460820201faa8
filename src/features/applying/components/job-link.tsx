// A link to a job's public page: by slug when it has one, else by id.
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function JobLink({ job, children }: { job: { _id: string; slug?: string | null }; children: ReactNode }) {
  return (
    <Anchor
      fw={650}
      renderRoot={(props) =>
        job.slug ? (
          <Link {...props} to="/job-detail/$slug" params={{ slug: job.slug }} />
        ) : (
          <Link {...props} to="/jobsseekers/job-detail" search={{ id: job._id }} />
        )
      }
    >
      {children}
    </Anchor>
  );
}
