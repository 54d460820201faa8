// A link to a job's page, the public slug URL or the candidate's own page (see links.ts).
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { rememberApplyRef } from '@/lib/applying/apply-ref';
import { useSession } from '@/lib/session/session';
import { jobLink } from '../links';

type Props = AnchorProps & { job: { _id: string; slug: string | null }; children: ReactNode; 'aria-label'?: string };

export function JobLink({ job, children, ...props }: Props) {
  const link = jobLink(job, useSession()?.user.role);
  return (
    <Anchor
      {...props}
      // Jobs reached from the board's own lists count as found through search in the analytics.
      onClick={() => rememberApplyRef('search')}
      renderRoot={(rootProps) =>
        link.to === '/jobsseekers/job-detail' ? (
          <Link {...rootProps} to={link.to} search={link.search} />
        ) : (
          <Link {...rootProps} to={link.to} params={link.params} />
        )
      }
    >
      {children}
    </Anchor>
  );
}
