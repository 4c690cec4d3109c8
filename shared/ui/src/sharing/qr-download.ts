import { saveFile } from './save-file';

/** Turns the QR code's SVG (plus the optional centre logo) into a PNG download named `qrcode`. */
export const QR_SIZE = 500;
/** The centre logo covers at most this share of the side; level H error correction tolerates it. */
export const QR_LOGO_RATIO = 0.22;

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${src.slice(0, 60)}`));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty canvas'))), 'image/png');
  });
}

async function render(svg: SVGSVGElement, logoSrc: string | null): Promise<Blob> {
  const markup = new XMLSerializer().serializeToString(svg);
  const qr = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`, false);
  const canvas = document.createElement('canvas');
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, QR_SIZE, QR_SIZE);
  context.drawImage(qr, 0, 0, QR_SIZE, QR_SIZE);
  if (logoSrc) {
    const logo = await loadImage(logoSrc, true);
    const box = QR_SIZE * QR_LOGO_RATIO;
    const scale = Math.min(box / logo.width, box / logo.height);
    const width = logo.width * scale;
    const height = logo.height * scale;
    const pad = 8;
    context.fillStyle = '#ffffff';
    context.fillRect(
      (QR_SIZE - width) / 2 - pad,
      (QR_SIZE - height) / 2 - pad,
      width + pad * 2,
      height + pad * 2,
    );
    context.drawImage(logo, (QR_SIZE - width) / 2, (QR_SIZE - height) / 2, width, height);
  }
  return toBlob(canvas);
}

export async function downloadQrPng(
  svg: SVGSVGElement,
  logoSrc: string | null,
  fileName = 'qrcode',
): Promise<void> {
  let blob: Blob;
  try {
    blob = await render(svg, logoSrc);
  } catch (error) {
    // A logo served without CORS taints the canvas: fall back to the plain code rather than fail.
    if (!logoSrc) throw error;
    blob = await render(svg, null);
  }
  saveFile(blob, `${fileName}.png`);
}
