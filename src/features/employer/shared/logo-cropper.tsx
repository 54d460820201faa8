// The logo's square crop step (react-easy-crop), loaded only when the crop dialog opens: drag or
// use the arrow keys on the image to move it, the zoom slider (or the wheel) to zoom; Use this crop
// hands back the chosen square in the image's own pixels.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';

type Props = {
  src: string;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: Area) => void;
};

export default function LogoCropper({ src, busy, onCancel, onCrop }: Props) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Stack gap="md">
      <div
        style={{
          position: 'relative',
          height: 'min(320px, 60vh)',
          background: 'var(--mantine-color-dark-7)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={4}
          aspect={1}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ 'aria-label': t`Logo crop area: drag or use the arrow keys to move the image` }}
          mediaProps={{ alt: t`The chosen logo image` }}
        />
      </div>
      <Text fz="xs" c="dimmed">
        <Trans>The square is what your cards and company page show. Drag the image or use the arrow keys on it.</Trans>
      </Text>
      <div>
        <Text fz="sm" fw={500} aria-hidden>
          <Trans>Zoom</Trans>
        </Text>
        <Slider
          mt={6}
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${Math.round(value * 100)}%`}
          thumbLabel={t`Zoom`}
        />
      </div>
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
