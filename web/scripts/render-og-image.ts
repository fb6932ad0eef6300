/**
 * One-off: renders the default social-share image (`public/images/og-default.jpg`, 1200x630)
 * from brand artwork in headless Chromium. Open Graph consumers (LinkedIn) do not accept SVG.
 * Run: npx tsx scripts/render-og-image.ts (CHROMIUM_PATH defaults to /usr/bin/chromium).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '@meridian/shared/site-config';
import { chromium } from 'playwright-core';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(webRoot, 'public', 'images', 'logo.svg'), 'utf8');
const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: Georgia, 'Times New Roman', serif; color: #fff;
    background: radial-gradient(ellipse at 85% 10%, rgba(94,234,212,.25), transparent 55%), radial-gradient(ellipse at 0% 100%, rgba(245,158,11,.2), transparent 50%), #0b2545; }
  .wrap { padding: 80px 90px; display: flex; flex-direction: column; height: 470px; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 24px; font: 700 44px system-ui, sans-serif; }
  .brand svg { width: 88px; height: 88px; }
  h1 { font-size: 64px; line-height: 1.1; margin: 0; max-width: 980px; }
  p { font: 400 28px system-ui, sans-serif; color: rgba(255,255,255,.85); margin: 0; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: linear-gradient(90deg, #f59e0b, #5eead4); }
</style></head><body><div class="wrap"><div class="brand">${logo}<span>${siteConfig.brand}</span></div>
<h1>Turn your strategy into measurable results</h1>
<p>Strategic planning · Operational transformation · Interim executive leadership</p></div><div class="bar"></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(webRoot, 'public', 'images', 'og-default.jpg'), type: 'jpeg', quality: 85 });
await browser.close();
console.log('Wrote public/images/og-default.jpg');
