// Sends a resume to the parser (POST resume/parser) over XHR so the upload shows its progress; the
// answer is the parsed resume, `queued`. Silent: the screen says what went wrong beside the file,
// or offers the upgrade when the plan's parses are used up (`failure`, a 403 LIMIT_OVER).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ParseResume200 } from '@generated/api/model';
import { getParseResumeUrl } from '@generated/api/resumes/resumes';
import { uploadErrorMessage } from '@/components/resume-upload/use-resume-upload';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export function useParseUpload() {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<ParseResume200, unknown, File>({
    mutationFn: async (file) => {
      controller.current?.abort();
      controller.current = new AbortController();
      setProgress(0);
      return uploadWithProgress<ParseResume200>(getParseResumeUrl(), file, {
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
    },
  });
  return {
    upload: mutation.mutate,
    uploading: mutation.isPending,
    progress,
    error: mutation.error ? uploadErrorMessage(mutation.error) : null,
    failure: mutation.error,
    reset: mutation.reset,
  };
}
