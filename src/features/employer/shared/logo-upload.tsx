// The company logo: a PNG or JPG, cropped to a square in a dialog (the cropper is loaded only when
// it opens), drawn at most 512×512 and sent to files/upload (purpose image) with progress as PNG,
// or JPEG when a JPG was chosen. Previewed in the square the company's cards show it in.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, FileButton, Group, Input, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CompanyLogo } from '@/components/ui/company-logo';
import { UploadIcon } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { cropSquare, type CropArea } from '@/lib/image/crop-square';
import { IMAGE_TYPES, imageFileProblem, uploadImage, uploadProblem } from './image-upload';

/** Logos are kept at most 512×512. */
const MAX_LOGO_SIDE = 512;

export const LOGO_TYPES = IMAGE_TYPES;

const LogoCropper = lazy(() => import('./logo-cropper'));

type Props = {
  name: string;
  value: string | null;
  onChange: (uri: string | null) => void;
  disabled?: boolean;
};

type Chosen = { file: File; url: string };

function croppedName(file: File, type: string): string {
  const base = file.name.replace(/\.[^.]*$/, '') || 'logo';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export function LogoUpload({ name, value, onChange, disabled = false }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [cropping, setCropping] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const resetFile = useRef<() => void>(null);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | null) => {
    if (!file) return;
    resetFile.current?.(); // so that choosing the same file again opens the crop again
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const upload = async ({ file, url }: Chosen, area: CropArea) => {
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    setCropping(true);
    let cropped: File;
    try {
      const blob = await cropSquare(url, area, type, MAX_LOGO_SIDE);
      cropped = new File([blob], croppedName(file, type), { type });
    } catch {
      setCropping(false);
      setChosen(null);
      return setError(t`This image could not be read. Choose another PNG or JPG.`);
    }
    setCropping(false);
    setChosen(null);
    controller.current = new AbortController();
    setProgress(0);
    try {
      onChange(await uploadImage(cropped, { onProgress: setProgress, signal: controller.current.signal }));
    } catch (e) {
      setError(uploadProblem(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper
      label={t`Company logo`}
      description={t`PNG or JPG, at most 5 MB; you choose the square to show.`}
      error={error}
    >
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <CompanyLogo name={name || t`Company`} logoUri={value} size={88} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {progress !== null ? (
            <ProgressUpload value={progress} label={t`Uploading the logo`} />
          ) : (
            <Group gap="xs">
              <FileButton
                onChange={choose}
                resetRef={resetFile}
                accept={LOGO_TYPES}
                disabled={disabled}
                inputProps={{ 'aria-label': t`Company logo: choose an image` }}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<UploadIcon size={16} />} disabled={disabled}>
                    {value ? t`Change logo` : t`Upload logo`}
                  </Button>
                )}
              </FileButton>
              {value && !disabled ? (
                <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </Group>
          )}
          {value ? (
            <Text fz="xs" c="dimmed">
              <Trans>Shown on your jobs and your public company page.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Modal
        opened={chosen !== null}
        onClose={() => (cropping ? undefined : setChosen(null))}
        title={t`Crop the logo`}
        size="md"
        centered
      >
        {chosen ? (
          <Suspense
            fallback={
              <Group justify="center" py="xl">
                <Loader size="sm" aria-label={t`Loading the cropper`} />
              </Group>
            }
          >
            <LogoCropper
              src={chosen.url}
              busy={cropping}
              onCancel={() => setChosen(null)}
              onCrop={(area) => void upload(chosen, area)}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Input.Wrapper>
  );
}
