// A video resume's player: the browser's own controls (keyboard and screen-reader ready), the
// poster frame when there is one, and the signed link as its source, which the server streams in
// ranges so seeking works. The links expire, so the owner of the query refreshes them.
import { Trans } from '@lingui/react/macro';
import { AspectRatio, Text } from '@mantine/core';
import type { VideoResumeMedia } from '@generated/api/model';
import { apiUrl } from '@/lib/api/http';

export function VideoPlayer({ video, label }: { video: VideoResumeMedia; label: string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={640} style={{ background: 'var(--mantine-color-dark-8)', borderRadius: 8 }}>
      {/* Candidates record these themselves and send no captions file (docs/video-resume.md, what is left). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="metadata"
        playsInline
        aria-label={label}
        src={apiUrl(video.videoUrl).toString()}
        poster={video.posterUrl ? apiUrl(video.posterUrl).toString() : undefined}
        style={{ width: '100%', height: '100%', borderRadius: 8 }}
      >
        <Text component="span" c="white">
          <Trans>Your browser cannot play this video.</Trans>
        </Text>
      </video>
    </AspectRatio>
  );
}

/** "1:05" for 65.2 seconds. */
export function durationLabel(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
