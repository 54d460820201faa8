// Download PDF and Save as my resume for applying, as mutations the buttons show as busy. Saving
// changes the resume's file and the profile's resume, so those are read again afterwards.
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetResumeQueryKey, getListResumesQueryKey } from '@generated/api/resumes/resumes';
import { saveBlob } from '@/lib/dom/save-file';
import { toast } from '@/lib/toast/toast';
import { CANDIDATE_PROFILE_KEY } from './profile-calls';
import { fetchResumePdf } from './resume-pdf';

type Target = { id: string; name: string };

export function useDownloadResumePdf() {
  return useMutation({
    mutationFn: async ({ id, name }: Target) => {
      const pdf = await fetchResumePdf(id, name);
      saveBlob(pdf.blob, pdf.fileName);
      return pdf;
    },
  });
}

export function useSaveResumeForApplying() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: Target) => fetchResumePdf(id, name, true),
    onSuccess: (_pdf, { id }) => {
      toast(t`Saved as your resume for applying`);
      void client.invalidateQueries({ queryKey: getGetResumeQueryKey(id) });
      void client.invalidateQueries({ queryKey: getListResumesQueryKey() });
      void client.invalidateQueries({ queryKey: CANDIDATE_PROFILE_KEY });
    },
  });
}
