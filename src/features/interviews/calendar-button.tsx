// "Add to calendar": the interview's .ics fetched through the HTTP seam (it carries the session's
// token, which a plain link would not) and handed to the browser as a file.
import { t } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { getDownloadInterviewCalendarUrl } from '@generated/api/interviews/interviews';
import { fetchDocument } from '@/lib/api/document';
import { saveBlob } from '@/lib/dom/save-file';

export function CalendarButton({ id, label }: { id: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const doc = await fetchDocument(getDownloadInterviewCalendarUrl(id));
      saveBlob(doc.blob, doc.fileName ?? 'interview.ics');
    } catch {
      // The seam's failure toast has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="compact-sm" loading={busy} onClick={() => void download()}>
      {label ?? t`Add to calendar (.ics)`}
    </Button>
  );
}
