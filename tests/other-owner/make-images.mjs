// Draws the second owner's photos and screenshot with sharp, so the repository holds no
// binary and no one's real photo: a portrait "photo" (JPEG, 1200×1500, with sensor-like
// grain, well over the page's image budget before optimization), its alternate (WebP,
// 1000×1000) and a project screenshot (PNG, 1600×900, a departure board).
//
//   node tests/other-owner/make-images.mjs <public folder>
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { photo } from "../fixtures/photo.mjs";

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
