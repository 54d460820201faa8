// Starting an import: an uploaded feed goes to files/upload (purpose import) with progress first,
// then file-history/create names it; a feed URL goes straight to file-history/create. Both calls
// are silent, because the dialog says what went wrong beside the form instead of in a toast.
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getUploadFileUrl } from '@generated/api/files/files';
import { createFileHistory } from '@generated/api/job-import/job-import';
import type { FileHistory, UploadFile200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export type ImportRequest =
  { kind: 'file'; file: File; mirror: boolean } | { kind: 'url'; url: string; mirror: boolean };

export function startErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t`The import could not be started. Please try again.`;
  if (error.status === 0) return t`The import could not be started. Check your connection and try again.`;
  if (error.status === 413) return t`This file is larger than 25 MB. Please split the feed or use a feed URL.`;
  if (error.status === 415) return t`This file is not an XML feed. Please choose the feed’s .xml file.`;
  if (error.status === 429) return t`Too many uploads. Please wait a few minutes and try again.`;
  return error.message || t`The import could not be started. Please try again.`;
}

export function useStartImport() {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Closing the dialog or leaving the screen stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<FileHistory, unknown, ImportRequest>({
    mutationFn: async (request) => {
      if (request.kind === 'url') {
        const res = await createFileHistory(
          { importType: 'XML', feedUrl: request.url.trim(), mirror: request.mirror },
          SILENT,
        );
        return res.data;
      }
      controller.current?.abort();
      controller.current = new AbortController();
      setProgress(0);
      const uploaded = await uploadWithProgress<UploadFile200>(getUploadFileUrl(), request.file, {
        fields: { purpose: 'import' },
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
      const res = await createFileHistory(
        {
          importType: 'XML',
          fileUri: uploaded.data.uri,
          fileName: request.file.name.slice(0, 255),
          mirror: request.mirror,
        },
        SILENT,
      );
      return res.data;
    },
  });
  return {
    start: mutation.mutateAsync,
    pending: mutation.isPending,
    progress,
    error: mutation.error ? startErrorMessage(mutation.error) : null,
    reset: () => {
      controller.current?.abort();
      mutation.reset();
      setProgress(0);
    },
  };
}
