import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const files = [];
page.on('response', async (r) => {
  if (/javascript/.test(r.headers()['content-type'] ?? '')) {
    const body = await r.body().catch(() => Buffer.alloc(0));
    files.push({ url: new URL(r.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  }
});
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
let total = 0;
for (const f of files) {
  total += f.gzip;
  console.log(f.url, (f.gzip / 1024).toFixed(1));
}
console.log('total gzip KB', (total / 1024).toFixed(1));
await browser.close();
