// The candidate's own data as files: everything the board holds (candidate/export, a zip of
// resume.json and account.json) and the profile as a JSON Resume document (candidate/json-resume).
// Both are fetched through the HTTP seam, which carries the session's token, then saved.
import dayjs from 'dayjs';
import { exportCandidateData, exportProfileAsJsonResume } from '@generated/api/candidate-profile/candidate-profile';
import { saveBlob } from '@/lib/dom/save-file';

/** "Priya Sharma" → "Priya_Sharma"; the name the server gives the files too. */
export function fileBase(name: string): string {
  return (
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      // eslint-disable-next-line lingui/no-unlocalized-strings -- part of a file name, the same as the server's
      .replace(/^_+|_+$/g, '') || 'My'
  );
}

export function dataArchiveName(name: string, today: Date = new Date()): string {
  return `${fileBase(name)}-data-${dayjs(today).format('YYYY-MM-DD')}.zip`;
}

export function jsonResumeName(name: string): string {
  return `${fileBase(name)}_profile.json`;
}

export async function downloadMyData(name: string): Promise<void> {
  const archive = await exportCandidateData();
  saveBlob(archive, dataArchiveName(name));
}

export async function downloadJsonResume(name: string): Promise<void> {
  const document = await exportProfileAsJsonResume();
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), jsonResumeName(name));
}
