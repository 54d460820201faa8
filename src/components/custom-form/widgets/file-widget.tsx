// File and resume fields: the file goes to files/upload (files/guest/upload for guests) with a
// progress bar, and the field keeps what the server answers ({uri, name, mimeType, size}). The
// type and size are checked first with the field's own schema, so a wrong file is refused before
// any byte is sent, with the message the server would give.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { UploadFile200 } from '@generated/api/model';
import {
  DEFAULT_FILE_MIME_TYPES,
  RESUME_MIME_TYPES,
  validateFormData,
  type UploadedFileValue,
} from '@shared/custom-form/index.ts';
import { ApiError } from '@/lib/api/api-error';
import { uploadWithProgress } from '@/lib/api/upload';
import { FileIcon, UploadIcon } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import type { WidgetProps } from './widget-props';

type Value = UploadedFileValue | UploadedFileValue[];

const UPLOAD_URL = '/client/api/v1/files/upload';
const GUEST_UPLOAD_URL = '/client/api/v1/files/guest/upload';

function files(value: Value | undefined): UploadedFileValue[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).filter((f) => typeof f?.uri === 'string');
}

export function FileWidget(p: WidgetProps<Value>) {
  const resume = p.field.fieldType === 'resume_type';
  const multiple = p.field.fieldType === 'file' && p.field.multiple === true;
  const accept = (
    p.field.validation?.mimeTypes?.length
      ? p.field.validation.mimeTypes
      : resume
        ? RESUME_MIME_TYPES
        : DEFAULT_FILE_MIME_TYPES
  ).join(',');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const current = files(p.value);

  const store = (list: UploadedFileValue[]) => p.onChange(list.length === 0 ? undefined : multiple ? list : list[0]);

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    // The same rule as the server's: run the field's schema on what the file says it is.
    const draft: UploadedFileValue = { uri: '/files/pending', name: file.name, mimeType: file.type, size: file.size };
    const check = validateFormData(
      [{ ...p.field, required: false }],
      { [p.field.keyNm]: multiple ? [draft] : draft },
      p.context.lang,
    );
    if (!check.valid) {
      setProblem(check.errors[0]?.message ?? t`This file cannot be used`);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ name: file.name, percent: 0 });
    p.context.setUploading(p.field.keyNm, true);
    try {
      const answer = await uploadWithProgress<UploadFile200>(p.context.guest ? GUEST_UPLOAD_URL : UPLOAD_URL, file, {
        fields: { purpose: resume ? 'resume' : p.context.uploadPurpose },
        onProgress: (percent) => setProgress({ name: file.name, percent }),
        signal: controller.signal,
      });
      store(multiple ? [...current, answer.data] : [answer.data]);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : t`The file could not be uploaded; try again`);
    } finally {
      setProgress(null);
      abort.current = null;
      p.context.setUploading(p.field.keyNm, false);
    }
  };

  const error = problem ?? p.error;
  const buttonLabel = current.length && !multiple ? t`Replace file` : resume ? t`Upload resume` : t`Upload file`;
  return (
    <Input.Wrapper
      id={p.id}
      label={p.label}
      description={p.description ?? (resume ? t`PDF, DOC or DOCX, up to 25 MB` : undefined)}
      required={p.required}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {current.map((file) => (
          <Paper key={file.uri} withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <FileIcon size={18} aria-hidden />
                <Anchor href={file.uri} target="_blank" rel="noreferrer" fz="sm" truncate title={file.name}>
                  {file.name}
                </Anchor>
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={p.disabled}
                aria-label={t`Remove ${file.name}`}
                onClick={() => store(current.filter((f) => f.uri !== file.uri))}
              >
                <Text component="span" aria-hidden fz="lg" lh={1}>
                  ×
                </Text>
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {progress ? (
          <Stack gap={4}>
            <ProgressUpload value={progress.percent} label={t`Uploading ${progress.name}`} />
            <Group justify="flex-end">
              <Button variant="subtle" size="xs" onClick={() => abort.current?.abort()}>
                <Trans>Cancel upload</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <FileButton
            onChange={(f) => void upload(f)}
            accept={accept}
            disabled={p.disabled}
            inputProps={{ 'aria-label': t`${p.label}: choose a file`, name: p.field.keyNm }}
          >
            {(props) => (
              <Button
                {...props}
                id={`${p.id}-button`}
                variant="default"
                leftSection={<UploadIcon size={16} />}
                onBlur={p.onBlur}
                aria-describedby={error ? `${p.id}-error` : undefined}
                style={{ alignSelf: 'flex-start' }}
              >
                {buttonLabel}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
