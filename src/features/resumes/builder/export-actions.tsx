// Download PDF and Save as my resume for applying. Both are rendered by the server from the stored
// resume, so what is still unsaved is saved first; when it cannot be (a field is wrong, the save
// failed) nothing is downloaded and every problem is shown.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast/toast';
import { useDownloadResumePdf, useSaveResumeForApplying } from '../api/use-resume-pdf';

type Props = {
  id: string;
  name: string;
  /** Saves what is left; false when it could not. */
  flush: () => Promise<boolean>;
  onBlocked: () => void;
  onStored: (uri: string | null) => void;
};

export function ExportActions({ id, name, flush, onBlocked, onStored }: Props) {
  const download = useDownloadResumePdf();
  const store = useSaveResumeForApplying();
  const ready = async () => {
    if (await flush()) return true;
    onBlocked();
    toast(t`Fix the fields marked in red, then try again.`, 'error');
    return false;
  };
  const downloadPdf = async () => {
    if (await ready()) download.mutate({ id, name });
  };
  const storeForApplying = async () => {
    if (await ready()) store.mutate({ id, name }, { onSuccess: (pdf) => onStored(pdf.storedUri) });
  };
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<DownloadIcon size={18} />}
        loading={download.isPending}
        onClick={() => void downloadPdf()}
      >
        <Trans>Download PDF</Trans>
      </Button>
      <Button leftSection={<FileIcon size={18} />} loading={store.isPending} onClick={() => void storeForApplying()}>
        <Trans>Save as my resume for applying</Trans>
      </Button>
    </Group>
  );
}
