// Tells the server once per visit that the candidate opened the apply screen of a job: the
// "apply starts" step of the employer's funnel. Silent: analytics never gets in the way.
import { useEffect } from 'react';
import { createJobTrack } from '@generated/api/applying/applying';
import { SILENT } from '@/lib/api/http';

export function useApplyStart(jobId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    createJobTrack({ jobId, type: 'apply_start' }, SILENT).catch(() => undefined);
  }, [jobId, enabled]);
}
