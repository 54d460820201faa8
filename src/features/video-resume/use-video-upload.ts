// Uploading the candidate's video resume with progress (the bytes can take a while), then its
// poster frame drawn by the browser; the poster is a nicety, so its failure is not the upload's.
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  getGetMyVideoResumeQueryKey,
  getUploadVideoResumePosterUrl,
  getUploadVideoResumeUrl,
} from '@generated/api/video-resume/video-resume';
import type { UploadVideoResume200, VideoResumeState } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';
import { posterFrame } from './poster-frame';

export function videoUploadError(error: unknown): string {
  if (!isApiError(error)) return t`The upload failed. Please try again.`;
  if (error.status === 413) return t`This video is larger than 25 MB. Please choose a shorter or smaller one.`;
  if (error.status === 0) return t`The upload failed. Check your connection and try again.`;
  if (error.status === 400) {
    const field = error.body.data?.fields?.[0]?.message;
    if (field) return t`The video ${field.replace(/^file /, '')}.`;
  }
  return error.message || t`The upload failed. Please try again.`;
}

export function useVideoUpload() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<VideoResumeState, unknown, File>({
    mutationFn: async (file) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      const frame = posterFrame(file);
      const sent = await uploadWithProgress<UploadVideoResume200>(getUploadVideoResumeUrl(), file, {
        onProgress: setProgress,
        signal: abort.signal,
        request: SILENT,
      });
      const poster = await frame;
      if (!poster) return sent.data;
      try {
        const framed = await uploadWithProgress<UploadVideoResume200>(getUploadVideoResumePosterUrl(), poster, {
          signal: abort.signal,
          request: SILENT,
        });
        return framed.data;
      } catch {
        return sent.data;
      }
    },
    onSuccess: (state) =>
      client.setQueryData(getGetMyVideoResumeQueryKey(), (old: unknown) => ({
        ...(old as object | undefined),
        data: state,
      })),
  });
  return {
    upload: mutation.mutate,
    uploading: mutation.isPending,
    progress,
    error: mutation.error ? videoUploadError(mutation.error) : null,
    reset: mutation.reset,
  };
}
