// The square crop of the profile picture (react-easy-crop), loaded only when the dialog opens:
// drag the image or use the arrow keys on it, zoom with the slider or the wheel. The circle shows
// what the avatar will show; the square around it is what is stored.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';

type Props = { src: string; onArea: (area: Area) => void };

export default function PictureCropper({ src, onArea }: Props) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Stack gap="md">
      <div
        style={{
          position: 'relative',
          height: 'min(340px, 55vh)',
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
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
          cropperProps={{
            role: 'group',
            'aria-label': t`Photo crop area: drag or use the arrow keys to move the image`,
          }}
          mediaProps={{ alt: t`The chosen photo` }}
        />
      </div>
      <Text fz="xs" c="dimmed">
        <Trans>Drag the image, or focus it and use the arrow keys, to place your face in the circle.</Trans>
      </Text>
      <Slider
        min={1}
        max={4}
        step={0.05}
        value={zoom}
        onChange={setZoom}
        label={(value) => `${Math.round(value * 100)}%`}
        thumbLabel={t`Zoom`}
      />
    </Stack>
  );
}
