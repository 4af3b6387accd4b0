import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { optimizeImage } from "../../scripts/images/optimize-image";

const folder = mkdtempSync(join(tmpdir(), "optimize-image-"));
const cache = join(folder, "cache");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number, alpha: number | null): Promise<string> {
  const channels = alpha === null ? 3 : 4;
  const pixels = Buffer.alloc(width * height * channels, 0x7a);
  if (alpha !== null) for (let i = 3; i < pixels.length; i += 4) pixels[i] = alpha;
  const image = sharp(pixels, { raw: { width, height, channels } });
  const bytes = name.endsWith(".jpg")
    ? await image.jpeg().toBuffer()
    : name.endsWith(".webp")
      ? await image.webp().toBuffer()
      : await image.png().toBuffer();
  writeFileSync(join(folder, name), bytes);
  return `/${name}`;
}

test("a photo of any size gets its size from the file and copies no wider than it, in AVIF, WebP and JPEG", { timeout: 60_000 }, async () => {
  const { picture } = await optimizeImage(await photo("wide.jpg", 2000, 1000, null), folder, cache);
  expect([picture.width, picture.height]).toEqual([2000, 1000]);
  expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
  expect(picture.srcSet).toMatch(/^\/assets\/images\/wide-320w-\w+\.jpg 320w, .* 1280w$/);

  const small = await optimizeImage(await photo("small.webp", 500, 700, null), folder, cache);
  expect([small.picture.width, small.picture.height]).toEqual([500, 700]);
  expect(small.picture.srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "500w"]);
});

test("the fallback is PNG only when the image has transparent pixels, not for an opaque alpha channel", { timeout: 60_000 }, async () => {
  const opaque = await optimizeImage(await photo("opaque.png", 400, 400, 255), folder, cache);
  expect(opaque.picture.srcSet).toMatch(/\.jpg 320w/);
  const cutout = await optimizeImage(await photo("cutout.png", 400, 400, 0), folder, cache);
  expect(cutout.picture.srcSet).toMatch(/\.png 320w/);
});

test("an SVG is kept as it is, with the size it declares", async () => {
  writeFileSync(join(folder, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"/>');
  const { picture, files } = await optimizeImage("/logo.svg", folder, cache);
  expect(picture).toEqual({ src: "/logo.svg", width: 120, height: 80, sources: [] });
  expect(files).toEqual([]);
});
