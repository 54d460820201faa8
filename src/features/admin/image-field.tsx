// An image of the board (its logo, favicon, a category's icon): an uploaded file (files/upload, purpose image: png or jpeg,
// checked by content on the server) or a link typed in. The upload's progress shows in words for
// screen readers; its failure says why under the field.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, FileButton, Group, Progress, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UploadFile200 } from '@generated/api/model';
import { ApiError } from '@/lib/api/api-error';
import { uploadWithProgress } from '@/lib/api/upload';

const UPLOAD_URL = '/client/api/v1/files/upload';

/** What the server takes for an image: an uploaded file's /files/ path or an https link. */
export const IMAGE_LINK = /^(\/files\/|https:\/\/)/;
/** What is said when a typed link is not one of those. */
export const imageLinkProblem = () => t`Use an uploaded file’s /files/ path or an https link`;

type Props = {
  label: string;
  description: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

export function ImageField({ label, description, value, error, onChange }: Props) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setPercent(0);
    try {
      const answer = await uploadWithProgress<UploadFile200>(UPLOAD_URL, file, {
        fields: { purpose: 'image' },
        onProgress: setPercent,
      });
      onChange(answer.data.uri);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : t`The image could not be uploaded; try again`);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          description={description}
          value={value}
          error={problem ?? error}
          onChange={(e) => onChange(e.currentTarget.value.trim())}
        />
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={percent !== null}
              aria-label={t`Upload the ${label.toLowerCase()}`}
            >
              <Trans>Upload</Trans>
            </Button>
          )}
        </FileButton>
      </Group>
      {percent !== null ? (
        <Progress value={percent} size="xs" mt={6} aria-label={t`Uploading the ${label.toLowerCase()}`} />
      ) : null}
    </div>
  );
}
