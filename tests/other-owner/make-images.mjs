// Draws the second owner's photos and screenshot with sharp, so the repository holds no
// binary and no one's real photo: a portrait "photo" (JPEG, 1200×1500, with sensor-like
// grain, well over the page's image budget before optimization), its alternate (WebP,
// 1000×1000) and a project screenshot (PNG, 1600×900, a departure board).
//
//   node tests/other-owner/make-images.mjs <public folder>
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** The same grain on every run: a small linear congruential generator. */
function grain(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    pixels[i] = 96 + (state >>> 24) / 4;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function person(width, height, { coat, sky, tilt }) {
  const cx = width / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="sky" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#1d2b3a"/></radialGradient>
    <radialGradient id="skin" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f3c9a8"/><stop offset="1" stop-color="#b9805c"/></radialGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${coat}"/><stop offset="1" stop-color="#6b4b00"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <ellipse cx="${cx}" cy="${height * 0.95}" rx="${width * 0.48}" ry="${height * 0.36}" fill="url(#coat)"/>
  <g transform="rotate(${tilt} ${cx} ${height * 0.42})">
    <ellipse cx="${cx}" cy="${height * 0.42}" rx="${width * 0.22}" ry="${height * 0.2}" fill="url(#skin)"/>
    <path d="M ${cx - width * 0.24} ${height * 0.38} Q ${cx} ${height * 0.12} ${cx + width * 0.24} ${height * 0.38} Q ${cx} ${height * 0.26} ${cx - width * 0.24} ${height * 0.38}" fill="#3b2a1f"/>
    <circle cx="${cx - width * 0.08}" cy="${height * 0.42}" r="${width * 0.018}" fill="#222"/>
    <circle cx="${cx + width * 0.08}" cy="${height * 0.42}" r="${width * 0.018}" fill="#222"/>
    <path d="M ${cx - width * 0.07} ${height * 0.5} Q ${cx} ${height * 0.55} ${cx + width * 0.07} ${height * 0.5}" stroke="#7a3b2e" stroke-width="${width * 0.012}" fill="none"/>
  </g>
</svg>`);
}

async function photo(width, height, look, seed) {
  return sharp(person(width, height, look)).composite([{ input: await grain(width, height, seed), blend: "overlay" }]);
}

function departureBoard(width, height) {
  const rows = [
    ["08:14", "Kraków Główny", "On time"],
    ["08:32", "Wieliczka Rynek", "+3 min"],
    ["08:47", "Zakopane", "On time"],
    ["09:05", "Tarnów", "Platform 4"],
  ];
  const text = rows
    .map(([time, station, note], index) => {
      const y = 250 + index * 140;
      return `<text x="140" y="${y}">${time}</text><text x="420" y="${y}">${station}</text><text x="1100" y="${y}" fill="#8bd5a5">${note}</text>`;
    })
    .join("");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#10151f"/>
  <rect x="80" y="80" width="${width - 160}" height="${height - 160}" rx="36" fill="#1c2433"/>
  <text x="140" y="160" fill="#9aa7bd" font-family="DejaVu Sans, sans-serif" font-size="44">Departures · Lesser Poland</text>
  <g fill="#f6c343" font-family="DejaVu Sans Mono, monospace" font-size="64">${text}</g>
</svg>`);
}

const publicDir = process.argv[2];
if (!publicDir) {
  console.error("Usage: node tests/other-owner/make-images.mjs <public folder>");
  process.exit(1);
}
mkdirSync(join(publicDir, "images", "projects"), { recursive: true });
await (
  await photo(1200, 1500, { coat: "#f2b705", sky: "#7fb2d9", tilt: 0 }, 17)
)
  .jpeg({ quality: 88 })
  .toFile(join(publicDir, "images", "zofia.jpg"));
await (
  await photo(1000, 1000, { coat: "#f2b705", sky: "#d98f7f", tilt: -8 }, 29)
)
  .webp({ quality: 85 })
  .toFile(join(publicDir, "images", "zofia-waving.webp"));
await sharp(departureBoard(1600, 900))
  .png()
  .toFile(join(publicDir, "images", "projects", "platform-nine.png"));
