import { shareUrl } from '@atalho/sdk/share-url';
import { shareLinks } from '@atalho/ui/share-targets';
import { islandCopy } from './copy';

const SHEET_CSS = `
.bio-sheet{border:0;border-radius:16px;padding:20px;width:min(360px,calc(100vw - 32px));max-height:calc(100dvh - 32px);
  box-sizing:border-box;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14211e;background:#fff}
.bio-sheet::backdrop{background:rgba(10,20,18,.55)}
.bio-sheet h2{font-size:1.125rem;margin:0 0 12px}
.bio-sheet ul{list-style:none;margin:0 0 12px;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:8px}
.bio-sheet a,.bio-sheet button{display:flex;align-items:center;justify-content:center;min-height:44px;padding:8px 12px;
  border-radius:10px;border:1px solid #c9d6d2;background:#fff;color:#0b4f45;font:inherit;font-weight:600;
  text-decoration:none;cursor:pointer;box-sizing:border-box;width:100%}
.bio-sheet a:focus-visible,.bio-sheet button:focus-visible{outline:3px solid #0a7c6b;outline-offset:2px}
.bio-sheet .bio-sheet-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-bottom:12px}
.bio-sheet .bio-sheet-qr{display:block;margin:0 auto 12px;width:200px;height:200px;background:#fff}
.bio-sheet .bio-sheet-close{margin-top:8px;background:#0a7c6b;color:#fff;border-color:#0a7c6b}
.bio-sheet [role=status]{min-height:1.4em;margin:0 0 8px;font-size:.875rem;color:#0b4f45;text-align:center}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The QR code of the page (its address plus `s=q`, spec 000 §9), drawn as an SVG image. */
async function qrImage(url: string): Promise<HTMLImageElement> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(shareUrl(url, 'qr'));
  code.make();
  const svg = code.createSvgTag({ cellSize: 8, margin: 2, scalable: true });
  return element('img', {
    className: 'bio-sheet-qr',
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: islandCopy.qrAlt,
    width: 200,
    height: 200,
  });
}

function download(src: string): void {
  const anchor = element('a', { href: src, download: 'qrcode.svg' });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * The share menu of the bio page (spec 000 §2 "Share menu"): the networks, copy link and the QR code, in a
 * native `<dialog>` (focus kept inside, Escape closes, focus back to the button).
 */
export function openShareSheet(url: string, title: string, opener: HTMLElement): void {
  if (!document.getElementById('bio-sheet-css')) {
    document.head.append(element('style', { id: 'bio-sheet-css', textContent: SHEET_CSS }));
  }
  const status = element('p', { role: 'status' });
  const heading = element('h2', { id: 'bio-sheet-title', textContent: islandCopy.shareTitle });
  const targets = shareLinks(url, title).map((target) =>
    element(
      'li',
      {},
      element('a', {
        href: target.href,
        target: '_blank',
        rel: 'noopener noreferrer',
        textContent: islandCopy.networks[target.network],
      }),
    ),
  );
  const copy = element('button', { type: 'button', textContent: islandCopy.copyLink });
  copy.addEventListener('click', () => {
    navigator.clipboard
      ?.writeText(url)
      .then(() => {
        status.textContent = islandCopy.copied;
      })
      .catch((error: unknown) => {
        status.textContent = String(error);
      });
  });
  const qrSlot = element('div');
  const qr = element('button', { type: 'button', textContent: islandCopy.qrCode });
  qr.addEventListener('click', async () => {
    const image = await qrImage(url);
    const save = element('button', { type: 'button', textContent: islandCopy.downloadQr });
    save.addEventListener('click', () => download(image.src));
    qrSlot.replaceChildren(image, save);
    save.focus();
  });
  const close = element('button', {
    type: 'button',
    className: 'bio-sheet-close',
    textContent: islandCopy.close,
  });
  const sheet = element(
    'dialog',
    { className: 'bio-sheet' },
    heading,
    element('ul', {}, ...targets),
    element('div', { className: 'bio-sheet-actions' }, copy, qr),
    qrSlot,
    status,
    close,
  );
  sheet.setAttribute('aria-labelledby', heading.id);
  close.addEventListener('click', () => sheet.close());
  sheet.addEventListener('click', (event) => {
    if (event.target === sheet) sheet.close();
  });
  sheet.addEventListener('close', () => {
    sheet.remove();
    opener.focus();
  });
  document.body.append(sheet);
  sheet.showModal();
}
