/** The crop area in the source image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = src;
  });
}

/**
 * Draws the chosen area scaled to the target size and encodes it: PNG for sources that may have
 * transparency (and for BMP, which the API does not take), JPEG otherwise.
 */
export async function cropToBlob(
  src: string,
  area: PixelArea,
  target: { width: number; height: number },
  sourceType: string,
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
  const type = sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type, 0.9);
  });
}
