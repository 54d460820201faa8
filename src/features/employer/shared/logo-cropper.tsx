// The logo's square crop step, loaded only when the crop dialog opens: the shared square cropper,
// then Use this crop hands back the chosen square in the image's own pixels.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import SquareCropper from '@/components/image-crop/square-cropper';
import type { CropArea } from '@/lib/image/crop-square';

type Props = {
  src: string;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: CropArea) => void;
};

export default function LogoCropper({ src, busy, onCancel, onCrop }: Props) {
  const [area, setArea] = useState<CropArea | null>(null);
  return (
    <Stack gap="md">
      <SquareCropper
        src={src}
        onArea={setArea}
        size="md"
        areaLabel={t`Logo crop area: drag or use the arrow keys to move the image`}
        alt={t`The chosen logo image`}
        hint={
          <Trans>
            The square is what your cards and company page show. Drag the image or use the arrow keys on it.
          </Trans>
        }
        zoomHeading
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => area && onCrop(area)} disabled={!area} loading={busy}>
          <Trans>Use this crop</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
