// The files a message will carry: each goes to files/upload (purpose document: pdf, doc, docx,
// png, jpg, 25 MB) as soon as it is chosen, with progress, so sending only names what is stored.
// At most five; a refused file says why and is not kept.
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { getUploadFileUrl } from '@generated/api/files/files';
import type { UploadedFile, UploadFile200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export const MAX_ATTACHMENTS = 5;
export const ATTACHMENT_TYPES = 'application/pdf,.doc,.docx,image/png,image/jpeg';

function whyNot(error: unknown): string {
  if (!isApiError(error)) return t`The upload failed. Please try again.`;
  if (error.status === 413) return t`This file is larger than 25 MB.`;
  if (error.status === 415) return t`Attach a PDF, DOC, DOCX, PNG or JPG file.`;
  if (error.status === 429) return t`Too many uploads. Please wait a few minutes.`;
  return error.message || t`The upload failed. Please try again.`;
}

export function useAttachments() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const add = async (file: File | null) => {
    if (!file) return;
    if (files.length >= MAX_ATTACHMENTS) return setError(t`A message carries at most ${MAX_ATTACHMENTS} files.`);
    setError(null);
    controller.current = new AbortController();
    setProgress(0);
    try {
      const stored = await uploadWithProgress<UploadFile200>(getUploadFileUrl(), file, {
        fields: { purpose: 'document' },
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
      setFiles((now) => [...now, stored.data]);
    } catch (e) {
      setError(whyNot(e));
    } finally {
      setProgress(null);
    }
  };

  return {
    files,
    uploading: progress !== null,
    progress,
    error,
    add,
    remove: (uri: string) => setFiles((now) => now.filter((f) => f.uri !== uri)),
    clear: () => {
      setFiles([]);
      setError(null);
    },
  };
}
