/**
 * Draws the installed app's icons (site/public/icons/) from the favicon in Chromium: 192 and
 * 512 pixels square, and a maskable 512 whose artwork keeps inside the safe circle (80% of the
 * square) on the brand colour. Run once after changing the favicon: `tsx site/scripts/app-icons.ts`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { launchChromium } from '../../scripts/chromium.ts';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const BRAND = '#0b6e99';

const icons: { name: string; size: number; inset: number }[] = [
  { name: 'icon-192.png', size: 192, inset: 0 },
  { name: 'icon-512.png', size: 512, inset: 0 },
  { name: 'icon-maskable-512.png', size: 512, inset: 0.12 },
];

await mkdir(new URL('icons/', publicDir), { recursive: true });
const browser = await launchChromium();
try {
  for (const { name, size, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${inset ? BRAND : 'transparent'}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({
      path: new URL(`icons/${name}`, publicDir).pathname,
      omitBackground: inset === 0,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
