// A candidate's name linking to their page: the matched-candidate page when a job is known (it
// adds the match), the viewed-candidate page from the viewed list, else the searched-candidate page.
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = AnchorProps & {
  candidateId: string;
  jobId?: string | null;
  viewed?: boolean;
  children: ReactNode;
  'aria-label'?: string;
};

export function CandidateLink({ candidateId, jobId, viewed = false, children, 'aria-label': label, ...rest }: Props) {
  return (
    <Anchor
      {...rest}
      aria-label={label}
      renderRoot={(props) =>
        jobId ? (
          <Link {...props} to="/employer/matched-candidate-detail" search={{ candidateId, jobId }} />
        ) : viewed ? (
          <Link {...props} to="/employer/view-candidate-detail" search={{ candidateId }} />
        ) : (
          <Link {...props} to="/employer/searched-candidate-detail" search={{ candidateId }} />
        )
      }
    >
      {children}
    </Anchor>
  );
}
