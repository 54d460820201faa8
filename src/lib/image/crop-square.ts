// A square crop of an image, drawn on a canvas in the browser: the chosen square (in the image's
// own pixels, as react-easy-crop reports it), scaled down to at most `maxSide` pixels, as PNG, or
// as JPEG on white when a JPG was chosen (JPEG has no transparency).
import { t } from '@lingui/core/macro';
export type CropArea = { x: number; y: number; width: number; height: number };
export type SquareType = 'image/png' | 'image/jpeg';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t`The image could not be read`));
    image.src = src;
  });
}

export async function cropSquare(src: string, area: CropArea, type: SquareType, maxSide: number): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(maxSide, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t`This browser cannot crop images`);
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t`The crop could not be saved`))),
      type,
      type === 'image/jpeg' ? 0.9 : undefined,
    ),
  );
}

/** The cropped file's name: the chosen file's, with the extension of the type it is saved as. */
export function croppedFileName(original: string, type: SquareType, fallback = 'image'): string {
  const base = original.replace(/\.[^.]*$/, '') || fallback;
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}
