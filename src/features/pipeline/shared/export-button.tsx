// "Download CSV": the applicants under the screen's filters as a file (userjobs/export), for plans
// with candidate_export; without it the button is not offered. The server writes the file (the
// list's own rows, up to 5,000) and says when more matched, which the toast repeats.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { getExportApplicationsUrl } from '@generated/api/pipeline/pipeline';
import type { ApplicationExportQuery } from '@generated/api/model';
import { fetchDocument } from '@/lib/api/document';
import { saveBlob } from '@/lib/dom/save-file';
import { useFeature } from '@/lib/plans/use-feature';
import { toast } from '@/lib/toast/toast';

export function ExportApplicantsButton({ filters }: { filters: ApplicationExportQuery }) {
  const feature = useFeature('candidate_export');
  const [busy, setBusy] = useState(false);
  if (!feature.allowed) return null;

  const download = async () => {
    setBusy(true);
    try {
      const doc = await fetchDocument(getExportApplicationsUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(filters),
      });
      saveBlob(doc.blob, doc.fileName ?? 'applicants.csv');
      if (doc.headers.get('x-export-truncated') === 'true')
        toast(t`The file holds the first 5,000 applicants; narrow the filters for the rest`, 'warning');
    } catch {
      // The seam's failure toast has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      <Trans>Download CSV</Trans>
    </Button>
  );
}
