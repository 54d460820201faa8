// A square crop of an image (react-easy-crop), loaded only when a crop dialog opens: drag the image
// or use the arrow keys on it, zoom with the slider or the wheel. It reports the chosen square in
// the image's own pixels (lib/image/crop-square.ts draws it). Used for the profile picture (a
// circle shows what the avatar will show) and the company logo.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Slider, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import type { CropArea } from '@/lib/image/crop-square';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS lengths, not texts
const HEIGHT = { md: 'min(320px, 60vh)', lg: 'min(340px, 55vh)' } as const;

type Props = {
  src: string;
  onArea: (area: CropArea) => void;
  /** The crop area's height: md for a logo, lg for a face. */
  size: keyof typeof HEIGHT;
  /** Shows a circle in the square (an avatar), else the square itself. */
  round?: boolean;
  /** The crop area's name for assistive technology. */
  areaLabel: string;
  /** The image's alternative text. */
  alt: string;
  /** The line under the image that says what to do. */
  hint: ReactNode;
  /** Shows the word "Zoom" above the slider (the slider's thumb is named either way). */
  zoomHeading?: boolean;
};

export default function SquareCropper({
  src,
  onArea,
  size,
  round = false,
  areaLabel,
  alt,
  hint,
  zoomHeading = false,
}: Props) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const slider = (
    <Slider
      mt={zoomHeading ? 6 : undefined}
      min={1}
      max={4}
      step={0.05}
      value={zoom}
      onChange={setZoom}
      label={(value) => `${Math.round(value * 100)}%`}
      thumbLabel={t`Zoom`}
    />
  );
  return (
    <Stack gap="md">
      <div
        style={{
          position: 'relative',
          height: HEIGHT[size],
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
          cropShape={round ? 'round' : 'rect'}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': areaLabel }}
          mediaProps={{ alt }}
        />
      </div>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
      {zoomHeading ? (
        <div>
          <Text fz="sm" fw={500} aria-hidden>
            <Trans>Zoom</Trans>
          </Text>
          {slider}
        </div>
      ) : (
        slider
      )}
    </Stack>
  );
}
