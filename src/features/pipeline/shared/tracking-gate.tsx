// Moving applications (shortlist, interview, hired, rejected) is the plan's applicant tracking
// (`ats`): the server refuses a status change without it. Where the plan lacks it the screens
// still list and open applications, and say once what moving them needs.
import { t } from '@lingui/core/macro';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';

/** Whether the viewer may move applications; false while the plan loads, so no control flashes. */
export function useCanTrack(): boolean {
  return useFeature('ats').allowed;
}

/** The note where the plan lacks applicant tracking; nothing otherwise (or while it loads). */
export function TrackingNote() {
  const ats = useFeature('ats');
  if (ats.isLoading || ats.allowed) return null;
  return (
    <UpgradePrompt
      feature="ats"
      reason={t`You can read applications, but moving them to shortlist, interview, hired or rejected needs applicant tracking.`}
    />
  );
}
