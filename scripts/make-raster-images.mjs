// Renders the raster images browsers and link previews need, from the content folder:
// public/images/og-image.jpg (1200x630 social card), public/apple-touch-icon.png (180x180),
// public/favicon.ico (32x32 PNG inside an ICO) and public/favicon.svg, all with your initials. Run after changing your name or initials:
//   node scripts/make-raster-images.mjs
// It uses Debian's Chromium through Playwright, like the browser tests.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { createServer } from "vite";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const root = new URL("..", import.meta.url);
const publicFile = (name) => new URL(`public/${name}`, root);

async function loadProfile() {
  // Vite compiles the TypeScript content module without a separate build step.
  const vite = await createServer({ configFile: false, root: root.pathname, server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
  try {
    const content = await vite.ssrLoadModule("/app/content/index.ts");
    return content.profile;
  } finally {
    await vite.close();
  }
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function socialCard(profile) {
  const portrait = readFileSync(publicFile("images/portrait.svg"), "utf8");
  return `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;
    background:radial-gradient(900px at 20% 20%, #1e293b, #020617);color:#f8fafc;font-family:system-ui,sans-serif">
    <div style="width:320px;height:320px;flex:none">${portrait}</div>
    <div>
      <p style="margin:0;color:#fbbf24;font:600 32px ui-monospace,monospace">Hi, I'm ${escapeHtml(profile.firstName)} 👋</p>
      <h1 style="margin:16px 0 0;font-size:80px;line-height:1.05">${escapeHtml(`${profile.firstName} ${profile.lastName}`)}</h1>
      <p style="margin:20px 0 0;font-size:40px;color:#cbd5e1">${escapeHtml(profile.role)}</p>
    </div>
  </div></body></html>`;
}

function monogram(profile, size) {
  return `<!doctype html><html><body style="margin:0">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#0f172a;border-radius:${size * 0.22}px;
    color:#fbbf24;font:700 ${size * 0.44}px ui-monospace,Menlo,Consolas,monospace">${escapeHtml(profile.initials)}</div></body></html>`;
}

/** An ICO file holding one PNG image (supported by every browser since 2009). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

function faviconSvg(profile) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f172a"/><text x="32" y="43" font-family="ui-monospace,Menlo,Consolas,monospace" font-size="28" font-weight="700" text-anchor="middle" fill="#fbbf24">${escapeHtml(profile.initials)}</text></svg>\n`;
}

const profile = await loadProfile();
writeFileSync(publicFile("favicon.svg"), faviconSvg(profile));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  async function render(html, width, height, options = {}) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    const image = await page.screenshot(
      options.jpeg ? { type: "jpeg", quality: 85 } : { type: "png", omitBackground: options.transparent ?? false },
    );
    await page.close();
    return image;
  }
  writeFileSync(publicFile("images/og-image.jpg"), await render(socialCard(profile), 1200, 630, { jpeg: true }));
  writeFileSync(publicFile("apple-touch-icon.png"), await render(monogram(profile, 180), 180, 180));
  writeFileSync(publicFile("favicon.ico"), icoFromPng(await render(monogram(profile, 32), 32, 32, { transparent: true }), 32));
  console.log("Wrote public/images/og-image.jpg, public/apple-touch-icon.png, public/favicon.ico and public/favicon.svg");
} finally {
  await browser.close();
}
