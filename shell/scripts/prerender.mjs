// Draws the cookie notice's picture for a short link's first paint (src/visitor/notice-picture.ts) once per
// build and writes it to dist/first-paint.json ({ "cookie-notice": { css, body } }); the API puts it in the page
// and serves its CSS (decision 021).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderInDom } from '@atalho/build/render-in-dom';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function writeNoticePicture(distPath) {
  const notice = await renderInDom(appRoot, join(appRoot, 'src', 'visitor', 'notice-picture.ts'), (module) =>
    module.renderNoticePicture(),
  );
  writeFileSync(join(distPath, 'first-paint.json'), JSON.stringify({ 'cookie-notice': notice }));
}
