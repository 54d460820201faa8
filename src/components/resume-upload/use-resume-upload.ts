// Sends a resume to files/upload (signed in) or files/guest/upload (guests) with progress. The
// call is silent: the field shows what went wrong beside itself instead of a toast.
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getUploadFileUrl, getUploadGuestFileUrl } from '@generated/api/files/files';
import type { UploadedFile, UploadFile200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export type UploadAudience = 'member' | 'guest';

export function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t`The upload failed. Please try again.`;
  if (error.status === 413) return t`This file is larger than 25 MB. Please choose a smaller one.`;
  if (error.status === 415) return t`This file is not a PDF, DOC or DOCX document. Please choose another one.`;
  if (error.status === 429) return t`Too many uploads. Please wait a few minutes and try again.`;
  if (error.status === 0) return t`The upload failed. Check your connection and try again.`;
  return error.message || t`The upload failed. Please try again.`;
}

export function useResumeUpload(audience: UploadAudience) {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<UploadedFile, unknown, File>({
    mutationFn: async (file) => {
      controller.current?.abort();
      controller.current = new AbortController();
      setProgress(0);
      const url = audience === 'guest' ? getUploadGuestFileUrl() : getUploadFileUrl();
      const result = await uploadWithProgress<UploadFile200>(url, file, {
        fields: { purpose: 'resume' },
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
      return result.data;
    },
  });
  return {
    upload: mutation.mutateAsync,
    uploading: mutation.isPending,
    progress,
    error: mutation.error ? uploadErrorMessage(mutation.error) : null,
    reset: () => {
      controller.current?.abort();
      mutation.reset();
      setProgress(0);
    },
  };
}
