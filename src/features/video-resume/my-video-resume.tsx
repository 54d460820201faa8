// The candidate's video resume, in the profile's Resume tab: upload a short video (with progress),
// watch it, replace or remove it. Employers of the companies the candidate applies to see it on
// the application (docs/video-resume.md). Behind the plan's video_resume: without it, the upgrade
// prompt says so.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  getGetMyVideoResumeQueryKey,
  useDeleteVideoResume,
  useGetMyVideoResume,
} from '@generated/api/video-resume/video-resume';
import { EmptyState } from '@/components/ui/empty-state';
import { UploadIcon } from '@/components/ui/icons';
import { SILENT } from '@/lib/api/http';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS_TEXT, refusalOf, VIDEO_ACCEPT } from './limits';
import { useVideoUpload } from './use-video-upload';
import { SectionCard } from '@/components/ui/section-card';
import { durationLabel, VideoPlayer } from './video-player';

const DESCRIPTION = (): string =>
  t`A short introduction in your own words. Employers see it with your applications. ${LIMITS_TEXT()}`;

function UploadButton({
  label,
  onFile,
  busy,
  variant,
}: {
  label: string;
  onFile: (f: File) => void;
  busy: boolean;
  variant: 'filled' | 'default';
}) {
  return (
    <FileButton onChange={(f) => f && onFile(f)} accept={VIDEO_ACCEPT}>
      {(props) => (
        <Button {...props} variant={variant} loading={busy} leftSection={<UploadIcon size={16} />}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

function VideoResumeBody() {
  const client = useQueryClient();
  const mine = useGetMyVideoResume({ query: { staleTime: 5 * 60 * 1000 } });
  const upload = useVideoUpload();
  const [refused, setRefused] = useState<string | null>(null);
  const remove = useDeleteVideoResume({
    request: SILENT,
    mutation: { onSuccess: (answer) => client.setQueryData(getGetMyVideoResumeQueryKey(), answer) },
  });
  const choose = (file: File) => {
    const reason = refusalOf(file);
    setRefused(reason);
    upload.reset();
    if (!reason) upload.upload(file);
  };
  const error = refused ?? upload.error ?? (remove.error ? t`The video could not be removed. Please try again.` : null);

  if (mine.isPending)
    return <Skeleton height={180} radius="md" role="status" aria-label={t`Loading your video resume`} />;
  if (mine.isError)
    return (
      <Alert color="red" title={t`We could not load your video resume`}>
        <Button size="xs" variant="light" onClick={() => void mine.refetch()} loading={mine.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  const video = mine.data.data.video;
  return (
    <Stack gap="md">
      {upload.uploading ? (
        <Stack gap={4}>
          <Text fz="sm">
            <Trans>Uploading your video… {upload.progress}%</Trans>
          </Text>
          <Progress value={upload.progress} aria-label={t`Upload progress`} animated />
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title={t`Video not saved`}>
          {error}
        </Alert>
      ) : null}
      {video ? (
        <>
          <VideoPlayer video={video} label={t`Your video resume`} />
          <Text fz="xs" c="dimmed">
            {video.name} · {durationLabel(video.durationSeconds)}
          </Text>
          <Group gap="xs">
            <UploadButton label={t`Replace video`} onFile={choose} busy={upload.uploading} variant="default" />
            <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              <Trans>Remove video</Trans>
            </Button>
          </Group>
        </>
      ) : (
        <EmptyState
          compact
          icon={<UploadIcon size={22} />}
          title={t`No video resume yet`}
          text={LIMITS_TEXT()}
          action={<UploadButton label={t`Upload a video`} onFile={choose} busy={upload.uploading} variant="filled" />}
        />
      )}
    </Stack>
  );
}

export function MyVideoResume() {
  return (
    <SectionCard title={t`Video resume`} description={DESCRIPTION()}>
      <FeatureGate feature="video_resume" loading={<Skeleton height={120} radius="md" />}>
        <VideoResumeBody />
      </FeatureGate>
    </SectionCard>
  );
}
