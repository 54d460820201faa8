// Download as JSON Resume (GET resumes/json-resume/{id}): the built resume as a jsonresume.org
// document, fetched through the generated call (the HTTP seam carries the session's token) and
// saved under the name the server gives it, 'Priya_Sharma_resume.json'. The resume is read as
// stored, so a caller with unsaved changes saves them first.
import { useMutation } from '@tanstack/react-query';
import { exportResumeAsJsonResume } from '@generated/api/resumes/resumes';
import { saveBlob } from '@/lib/dom/save-file';

/** The server's own name (server/resumes/filename.ts): spaces to underscores, then `_resume.json`. */
export function jsonResumeNameFor(name: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- part of a file name, the same as the server's
  const base = name.trim().replace(/\s+/g, '_') || 'My';
  return `${base}_resume.json`;
}

type Target = { id: string; name: string };

export function useDownloadResumeJson() {
  return useMutation({
    mutationFn: async ({ id, name }: Target) => {
      const document = await exportResumeAsJsonResume(id);
      saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), jsonResumeNameFor(name));
      return document;
    },
  });
}
