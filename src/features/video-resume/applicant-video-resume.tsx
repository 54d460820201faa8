// An applicant's video resume on the application's detail: the employer watches it there. Shown
// only when the plan has video_resume (nothing otherwise, as for any tool the plan lacks here);
// an applicant without a video, or a guest application, says so.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { useGetApplicantVideoResume } from '@generated/api/video-resume/video-resume';
import { SILENT } from '@/lib/api/http';
import { useFeature } from '@/lib/plans/use-feature';
import { SectionCard } from '@/components/ui/section-card';
import { durationLabel, VideoPlayer } from './video-player';

function Body({ applicationId }: { applicationId: string }) {
  const answer = useGetApplicantVideoResume(applicationId, { request: SILENT });
  if (answer.isPending)
    return <Skeleton height={180} radius="md" role="status" aria-label={t`Loading the video resume`} />;
  if (answer.isError)
    return (
      <Alert color="red" title={t`We could not load the video resume`}>
        <Button size="xs" variant="light" onClick={() => void answer.refetch()} loading={answer.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  const video = answer.data.data.video;
  if (!video)
    return (
      <Text c="dimmed">
        <Trans>This applicant has not added a video resume.</Trans>
      </Text>
    );
  return (
    <>
      <VideoPlayer video={video} label={t`Video resume of the applicant`} />
      <Text fz="xs" c="dimmed" mt={4}>
        {durationLabel(video.durationSeconds)}
      </Text>
    </>
  );
}

export function ApplicantVideoResume({ applicationId }: { applicationId: string }) {
  const feature = useFeature('video_resume');
  if (!feature.allowed) return null;
  return (
    <SectionCard title={t`Video resume`}>
      <Body applicationId={applicationId} />
    </SectionCard>
  );
}
