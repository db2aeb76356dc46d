// Renders public/favicon.svg (the app's mark, the single source of its drawing) into the PNG
// icons the app ships: the tab icon (favicon-32.png) and the install icons of the web manifest
// (icon-192.png, icon-512.png). PNG, not SVG: Chromium draws an SVG icon through a whole
// internal page of its own, on the page's main thread, at every start (scripts/lighthouse-
// mainthread.mjs measured it). Run after changing the SVG, with the system Chromium:
//   node scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const icons = [
  ['favicon-32.png', 32],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [name, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: new URL(`../public/${name}`, import.meta.url).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/${name} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
