// The resume field of the apply screens: choose a pdf, doc or docx (≤ 25 MB), watch it upload,
// then replace or remove it. The chosen file is checked before sending; what goes wrong is said
// beside the field (and announced), never only in a toast.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, FileButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId, useState } from 'react';
import type { UploadedFile } from '@generated/api/model';
import { FileIcon, UploadIcon } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { fileSizeLabel, RESUME_ACCEPT, resumeFileProblem } from './resume-file';
import { useResumeUpload, type UploadAudience } from './use-resume-upload';

type Props = {
  audience: UploadAudience;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  label?: string;
  /** A problem the form found, e.g. "Please upload your resume". */
  error?: string | null;
  required?: boolean;
};

export function ResumeUploadField({ audience, value, onChange, label = t`Resume`, error, required }: Props) {
  const { upload, uploading, progress, error: uploadError, reset } = useResumeUpload(audience);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const choose = (file: File | null) => {
    if (!file) return;
    reset();
    const problem = resumeFileProblem(file);
    setLocalError(problem);
    if (problem) return;
    setPending(file);
    upload(file).then(
      (uploaded) => {
        setPending(null);
        onChange(uploaded);
      },
      () => setPending(null),
    );
  };

  const shownError = localError ?? uploadError ?? error ?? null;
  const picker = (text: string, variant: 'filled' | 'default') => (
    <FileButton
      onChange={choose}
      accept={RESUME_ACCEPT}
      disabled={uploading}
      inputProps={{ 'aria-label': t`${label}: choose a file` }}
    >
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={<UploadIcon size={16} />}
          aria-describedby={`${hintId}${shownError ? ` ${errorId}` : ''}`}
          disabled={uploading}
        >
          {text}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} fz="sm">
        {label}
        {required ? (
          <Text component="span" c="red" aria-hidden>
            {' '}
            *
          </Text>
        ) : null}
      </Text>
      <Text id={hintId} fz="xs" c="dimmed">
        <Trans>PDF, DOC or DOCX, up to 25 MB.</Trans>
      </Text>
      {uploading && pending ? (
        <ProgressUpload
          value={progress}
          label={t`Uploading ${pending.name}`}
          description={fileSizeLabel(pending.size)}
        />
      ) : value ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            {/* Room for the name first: on a phone the buttons wrap below it instead of hiding it. */}
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
              <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                <FileIcon size={18} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate title={value.name}>
                  {value.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {fileSizeLabel(value.size)}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              {picker(t`Replace`, 'default')}
              <Button variant="subtle" color="red" onClick={() => onChange(null)} aria-label={t`Remove ${value.name}`}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        <Group>{picker(t`Upload resume`, 'filled')}</Group>
      )}
      {shownError ? (
        <Text id={errorId} fz="sm" c="red" role="alert">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
