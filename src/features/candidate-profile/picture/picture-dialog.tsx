// The profile picture dialog: the chosen photo in the square cropper (a circle shows the avatar), then "Save photo" crops it
// and uploads it with a progress bar. A photo that cannot be read, or that the server refuses, is
// said in the dialog; the candidate can choose another without closing it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { AppModal } from '@/components/ui/app-modal';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { pictureUploadProblem } from './picture-file';
import type { Chosen } from './use-picture-upload';

const SquareCropper = lazy(() => import('@/components/image-crop/square-cropper'));

type Props = {
  chosen: Chosen | null;
  uploading: boolean;
  progress: number;
  error: unknown;
  onCancel: () => void;
  onSave: (chosen: Chosen, area: Area) => void;
};

export function PictureDialog({ chosen, uploading, progress, error, onCancel, onSave }: Props) {
  const [area, setArea] = useState<Area | null>(null);
  return (
    <AppModal
      opened={chosen !== null}
      onClose={() => (uploading ? undefined : onCancel())}
      title={t`Crop your photo`}
      size="lg"
      closeOnEscape={!uploading}
    >
      {chosen ? (
        <Stack gap="md">
          {uploading ? (
            <ProgressUpload value={progress} label={t`Uploading your photo`} description={chosen.file.name} />
          ) : (
            <Suspense
              fallback={
                <Group justify="center" py="xl">
                  <Loader size="sm" aria-label={t`Loading the cropper`} />
                </Group>
              }
            >
              <SquareCropper
                key={chosen.url}
                src={chosen.url}
                onArea={setArea}
                size="lg"
                round
                areaLabel={t`Photo crop area: drag or use the arrow keys to move the image`}
                alt={t`The chosen photo`}
                hint={
                  <Trans>Drag the image, or focus it and use the arrow keys, to place your face in the circle.</Trans>
                }
              />
            </Suspense>
          )}
          {error && !uploading ? (
            <Alert color="red" variant="light" role="alert" title={t`Your photo was not saved`}>
              {pictureUploadProblem(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={uploading}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => area && onSave(chosen, area)} disabled={!area} loading={uploading}>
              <Trans>Save photo</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
