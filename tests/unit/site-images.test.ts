import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { profile } from "~/content";
import { OG_IMAGE } from "~/lib/seo";
import { readPortrait, renderSiteImages, SITE_IMAGE_PATHS, type Portrait, type SiteImage } from "../../scripts/images/site-images";

/** The social card and favicons, drawn from the content without a browser. */

const KB = 1024;
const PUBLIC = fileURLToPath(new URL("../../public", import.meta.url));
let portrait: Portrait | null = null;
let images: SiteImage[] = [];

const image = (path: string): Uint8Array => {
  const found = images.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${path} was not drawn.`);
  return found.bytes;
};

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** Width, height and format as the file itself says. */
async function sizeOf(bytes: Uint8Array): Promise<{ format: string; width: number; height: number }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

beforeAll(async () => {
  portrait = await readPortrait(PUBLIC, profile.portraits.default.src);
  images = await renderSiteImages(profile, portrait);
}, 30_000);

test("every image the page links is drawn, with the type its extension says", () => {
  expect(images.map((drawn) => drawn.path).sort()).toEqual([...SITE_IMAGE_PATHS].sort());
  expect(SITE_IMAGE_PATHS).toContain(OG_IMAGE.path);
  for (const drawn of images) {
    const extension = drawn.path.split(".").pop();
    expect(drawn.type, drawn.path).toBe({ png: "image/png", jpg: "image/jpeg", ico: "image/x-icon", svg: "image/svg+xml" }[extension ?? ""]);
  }
});

test("the social card has the size the meta tags announce and stays small for link previews", async () => {
  expect(await sizeOf(image(OG_IMAGE.path))).toEqual({ format: "jpeg", width: OG_IMAGE.width, height: OG_IMAGE.height });
  expect(image(OG_IMAGE.path).byteLength).toBeLessThanOrEqual(100 * KB);
});

test("a large photo portrait of any format makes a card of at most 100 KB", async () => {
  const folder = mkdtempSync(join(tmpdir(), "portrait-"));
  try {
    // Grain, as a camera sensor leaves it: the hardest kind of picture to compress.
    const grain = Buffer.alloc(1600 * 2000 * 3);
    for (let i = 0; i < grain.length; i++) grain[i] = (i * 7919) % 251;
    const photo = sharp(grain, { raw: { width: 1600, height: 2000, channels: 3 } });
    for (const [name, bytes] of [
      ["photo.jpg", await photo.clone().jpeg({ quality: 90 }).toBuffer()],
      ["photo.png", await photo.clone().png().toBuffer()],
      ["photo.webp", await photo.clone().webp({ quality: 90 }).toBuffer()],
    ] as const) {
      writeFileSync(join(folder, name), bytes);
      const card = (await renderSiteImages(profile, await readPortrait(folder, `/${name}`))).find((drawn) => drawn.path === OG_IMAGE.path);
      expect(await sizeOf(card?.bytes ?? new Uint8Array()), name).toEqual({ format: "jpeg", width: OG_IMAGE.width, height: OG_IMAGE.height });
      expect(card?.bytes.byteLength, name).toBeLessThanOrEqual(100 * KB);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

test("the favicons are small: a 180 px touch icon, a 32 px PNG inside the ICO, and an SVG of outlines", () => {
  expect(pngSize(image("/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
  expect(image("/apple-touch-icon.png").byteLength).toBeLessThanOrEqual(8 * KB);

  const ico = Buffer.from(image("/favicon.ico"));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
  const offset = ico.readUInt32LE(18);
  expect(ico.readUInt32LE(14)).toBe(ico.byteLength - offset);
  expect(pngSize(ico.subarray(offset))).toEqual({ width: 32, height: 32 });
  expect(ico.byteLength).toBeLessThanOrEqual(4 * KB);

  // Letters drawn as paths look the same on every visitor's machine, whatever fonts it has.
  const svg = Buffer.from(image("/favicon.svg")).toString("utf8");
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
  expect(svg).not.toContain("<text");
  expect(svg.length).toBeLessThanOrEqual(2 * KB);
});

test("the images follow the content: other initials, other favicons; another name, another card", async () => {
  const initials = profile.initials === "ZQ" ? "QZ" : "ZQ";
  const other = await renderSiteImages({ ...profile, initials, firstName: `${profile.firstName}a` }, portrait);
  const bytes = (path: string) => Buffer.from(other.find((drawn) => drawn.path === path)?.bytes ?? []);
  for (const path of SITE_IMAGE_PATHS) expect(bytes(path).equals(Buffer.from(image(path))), path).toBe(false);
}, 30_000);

test("names beyond Latin letters, a long role and no portrait still draw a card", async () => {
  const other = await renderSiteImages(
    { ...profile, firstName: "Zoë Ἀλέξανδρος", lastName: "Ångström-Нестеров Nguyễn", role: "Staff engineer ".repeat(12) },
    null,
  );
  const card = other.find((drawn) => drawn.path === OG_IMAGE.path)?.bytes ?? new Uint8Array();
  expect(await sizeOf(card)).toEqual({ format: "jpeg", width: OG_IMAGE.width, height: OG_IMAGE.height });
}, 30_000);
