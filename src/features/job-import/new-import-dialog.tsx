// "New import": upload an XML feed (with upload progress) or give the feed's URL, choose whether
// the import mirrors the source (the plan's import_mirror: without it the switch is off and says
// so), and start it. Problems are said beside the form and announced.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, FileButton, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { FileHistory } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { FileIcon, UploadIcon } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { useFeature } from '@/lib/plans/use-feature';
import { FEED_ACCEPT, feedFileProblem, feedUrlProblem, fileSize } from './feed-file';
import { useStartImport } from './use-start-import';

type Props = {
  opened: boolean;
  onClose: () => void;
  onStarted: (run: FileHistory) => void;
};

type Kind = 'file' | 'url';

export function NewImportDialog({ opened, onClose, onStarted }: Props) {
  const { start, pending, progress, error, reset } = useStartImport();
  const [kind, setKind] = useState<Kind>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [mirror, setMirror] = useState(false);
  const canMirror = useFeature('import_mirror').allowed;
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const fileHintId = useId();
  const errorId = useId();

  const clear = () => {
    reset();
    setKind('file');
    setFile(null);
    setUrl('');
    setMirror(false);
    setProblem(null);
  };
  const close = () => {
    clear();
    onClose();
  };

  const choose = (chosen: File | null) => {
    reset();
    if (!chosen) return;
    const wrong = feedFileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    const wrong = kind === 'file' ? (file ? null : t`Choose the XML feed file to import.`) : feedUrlProblem(url);
    setProblem(wrong);
    if (wrong) return;
    const mirrored = mirror && canMirror;
    const request =
      kind === 'file' && file ? { kind, file, mirror: mirrored } : { kind: 'url' as const, url, mirror: mirrored };
    start(request).then(
      (run) => {
        clear();
        onStarted(run);
      },
      // The hook keeps the failure; the form shows it.
      () => undefined,
    );
  };

  const shown = problem ?? error;
  const uploading = pending && kind === 'file' && file;

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t`New import`}
      size="lg"
      closeOnEscape={!pending}
      footer={
        <>
          <Button variant="default" onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            <Trans>Start import</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            <Trans>
              Import jobs from an XML feed in the Indeed format. Jobs are matched by their reference number, so
              importing the same feed again updates those jobs instead of adding them twice.
            </Trans>
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value as Kind);
              setProblem(null);
              reset();
            }}
            disabled={pending}
            fullWidth
            aria-label={t`Where the feed comes from`}
            data={[
              { value: 'file', label: t`Upload a file` },
              { value: 'url', label: t`Feed URL` },
            ]}
          />
          {kind === 'file' ? (
            <Stack gap={6}>
              <Text fz="sm" fw={600}>
                <Trans>XML feed file</Trans>
              </Text>
              <Text id={fileHintId} fz="xs" c="dimmed">
                <Trans>An .xml file, up to 25 MB.</Trans>
              </Text>
              {uploading ? (
                <ProgressUpload value={progress} label={t`Uploading ${file.name}`} description={fileSize(file.size)} />
              ) : (
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                      <FileIcon size={18} aria-hidden />
                      <Text fz="sm" truncate c={file ? undefined : 'dimmed'} title={file?.name}>
                        {file ? `${file.name} (${fileSize(file.size)})` : t`No file chosen`}
                      </Text>
                    </Group>
                    <FileButton
                      onChange={choose}
                      accept={FEED_ACCEPT}
                      disabled={pending}
                      inputProps={{ 'aria-label': t`XML feed file` }}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          variant={file ? 'default' : 'light'}
                          leftSection={<UploadIcon size={16} />}
                          aria-describedby={fileHintId}
                        >
                          {file ? t`Choose another` : t`Choose file`}
                        </Button>
                      )}
                    </FileButton>
                  </Group>
                </Paper>
              )}
            </Stack>
          ) : (
            <TextInput
              label={t`Feed URL`}
              description={t`The address the feed is published at; it is read once, now.`}
              placeholder="https://example.com/jobs.xml"
              type="url"
              inputMode="url"
              autoComplete="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              disabled={pending}
              required
              aria-describedby={shown ? errorId : undefined}
            />
          )}
          <Switch
            checked={mirror && canMirror}
            onChange={(event) => setMirror(event.currentTarget.checked)}
            disabled={pending || !canMirror}
            label={t`Mirror the feed`}
            description={
              canMirror
                ? t`Jobs missing from the feed are closed (only jobs imported earlier; jobs posted by hand are never touched). Leave this off to only add and update jobs.`
                : t`Closing the jobs a feed no longer lists comes with import mirroring, which your plan does not include. This import adds and updates jobs.`
            }
          />
          {shown ? (
            <Text id={errorId} fz="sm" c="red" role="alert">
              {shown}
            </Text>
          ) : null}
        </Stack>
      </form>
    </AppModal>
  );
}
