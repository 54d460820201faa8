// The job page of /job-detail/{slug}, /job-detail?id= and /jobsseekers/job-detail?id=: loads the
// job for this visitor, names the tab after it and, on the public page, moves an id URL to the
// job's slug URL, the one worth sharing.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { getGetGuestJobQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import type { Job } from '@generated/api/model';
import { useJobDetail } from '../api/use-job-detail';
import { PageState } from '@/components/ui/page-state';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { JobDetailView } from './job-detail-view';
import { MissingJob } from './missing-job';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { useInvitationOpened } from './use-invitation-opened';

type Props = {
  idOrSlug: string;
  /** Replace an id in the public URL with the job's slug. */
  canonicalize?: boolean;
  /** The employer's invitation the visitor came from, counted as opened. */
  invitationId?: string;
  /** Shown under the job's overview (the route gives the salary insights). */
  renderInsights?: (job: Job) => ReactNode;
};

export function JobDetailPage({ idOrSlug, canonicalize = false, invitationId, renderInsights }: Props) {
  const { job, notFound, error, isFetching, refetch } = useJobDetail(idOrSlug);
  useInvitationOpened(invitationId, !!job);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDocumentTitle(job?.title);

  const slug = job?.slug;
  useEffect(() => {
    if (!canonicalize || !job || !slug || slug === idOrSlug) return;
    // The job is already here; the slug URL must not load it again.
    queryClient.setQueryData(getGetGuestJobQueryKey(slug), { code: 'SUCCESS', message: t`Success`, data: job });
    void navigate({ to: '/job-detail/$slug', params: { slug }, replace: true });
  }, [canonicalize, job, slug, idOrSlug, queryClient, navigate]);

  if (job) return <JobDetailView job={job} renderInsights={renderInsights} />;
  if (notFound) return <MissingJob />;
  if (error)
    return (
      <PageState
        title={t`We could not load this job`}
        text={t`Please check your connection and try again.`}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  return <JobDetailSkeleton />;
}
