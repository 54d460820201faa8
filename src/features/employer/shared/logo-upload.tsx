// The company logo: a PNG or JPG sent to files/upload (purpose image) with progress, previewed in
// the square the company's cards show it in. There is no cropper in the product; the preview shows
// the whole image fitted into the square, as every card will.
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { getUploadFileUrl } from '@generated/api/content/content';
import type { UploadFile200 } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { UploadIcon } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export const LOGO_TYPES = 'image/png,image/jpeg';
const MAX_BYTES = 5 * 1024 * 1024;

function whyNot(error: unknown): string {
  if (!isApiError(error)) return 'The upload failed. Please try again.';
  if (error.status === 413) return 'This image is too large.';
  if (error.status === 415) return 'Choose a PNG or JPG image.';
  return error.message || 'The upload failed. Please try again.';
}

type Props = {
  name: string;
  value: string | null;
  onChange: (uri: string | null) => void;
  disabled?: boolean;
};

export function LogoUpload({ name, value, onChange, disabled = false }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) return setError('Choose a PNG or JPG image.');
    if (file.size > MAX_BYTES) return setError('Choose an image of at most 5 MB.');
    setError(null);
    controller.current = new AbortController();
    setProgress(0);
    try {
      const stored = await uploadWithProgress<UploadFile200>(getUploadFileUrl(), file, {
        fields: { purpose: 'image' },
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
      onChange(stored.data.uri);
    } catch (e) {
      setError(whyNot(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label="Company logo" description="A square PNG or JPG looks best; at most 5 MB." error={error}>
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <CompanyLogo name={name || 'Company'} logoUri={value} size={88} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {progress !== null ? (
            <ProgressUpload value={progress} label="Uploading the logo" />
          ) : (
            <Group gap="xs">
              <FileButton
                onChange={(f) => void upload(f)}
                accept={LOGO_TYPES}
                disabled={disabled}
                inputProps={{ 'aria-label': 'Company logo: choose an image' }}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<UploadIcon size={16} />} disabled={disabled}>
                    {value ? 'Change logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              {value && !disabled ? (
                <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
                  Remove
                </Button>
              ) : null}
            </Group>
          )}
          {value ? (
            <Text fz="xs" c="dimmed">
              Shown on your jobs and your public company page.
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
