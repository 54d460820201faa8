// The logo's square crop, drawn on a canvas in the browser: the chosen square of the image, scaled
// down to at most 512×512, as PNG (or JPEG when a JPG was chosen, on white).
export type CropArea = { x: number; y: number; width: number; height: number };

export const MAX_LOGO_SIDE = 512;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

export async function cropToSquare(src: string, area: CropArea, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(MAX_LOGO_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be saved'))),
      type,
      type === 'image/jpeg' ? 0.9 : undefined,
    ),
  );
}
