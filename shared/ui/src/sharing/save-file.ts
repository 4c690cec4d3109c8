/** Saves `blob` as `name` through a temporary object URL and a hidden `<a download>`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the bytes to the browser's download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
