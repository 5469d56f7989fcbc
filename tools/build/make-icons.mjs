// Renders the PNG app icons from our own SVGs with Debian's Chromium (driven by playwright-core),
// for the web app manifest and iOS. Run by hand after changing an icon; the PNGs are committed.
//
//   CHROMIUM=/usr/bin/chromium node tools/build/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../../e2e/lib/browser.mjs';

const pub = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await launch();
for (const [svg, png, size] of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = await readFile(join(pub, svg), 'utf8');
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${src}`,
  );
  await page.screenshot({ path: join(pub, png), omitBackground: true });
  await page.close();
  console.log(`public/${png} ${size}x${size} from public/${svg}`);
}
await browser.close();
