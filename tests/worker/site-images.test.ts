import sharp from "sharp";
import { expect, test } from "vitest";
import { ORIGIN, setUpWorker } from "./start-worker";

/** The images the build draws from the content, served as the page's head announces them. */

const worker = setUpWorker();
const KB = 1024;

async function page(): Promise<string> {
  return (await worker.dispatchFetch(`${ORIGIN}/`)).text();
}

const meta = (html: string, property: string) => new RegExp(`<meta property="${property.replace(":", "\\:")}" content="([^"]*)"`).exec(html)?.[1];

test("every icon the page links is served as an image, and small", async () => {
  const html = await page();
  const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map((match) => match[2] ?? "");
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const href of links) {
    const response = await worker.dispatchFetch(`${ORIGIN}${href}`);
    expect(response.status, href).toBe(200);
    expect(response.headers.get("Content-Type"), href).toMatch(/^image\//);
    expect((await response.arrayBuffer()).byteLength, href).toBeLessThanOrEqual(8 * KB);
  }
});

test("the social card is served at og:image's path with the type and size og:image:type, og:image:width and og:image:height say", async () => {
  const html = await page();
  const image = meta(html, "og:image");
  expect(image).toBeDefined();
  const response = await worker.dispatchFetch(`${ORIGIN}${new URL(image ?? "").pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe(meta(html, "og:image:type"));
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.byteLength).toBeLessThanOrEqual(100 * KB);
  const { format, width, height } = await sharp(bytes).metadata();
  expect(`image/${format}`).toBe(meta(html, "og:image:type"));
  expect(String(width)).toBe(meta(html, "og:image:width"));
  expect(String(height)).toBe(meta(html, "og:image:height"));
});

test("each content image is served as the page names it: an SVG as it is, a photo's copies in AVIF, WebP and a fallback, with the file's own size", async () => {
  const html = await page();
  const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((match) => match[1] ?? "");
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? "";
    const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
    const sources = [...picture.matchAll(/<source\b[^>]*>/g)].map((match) => match[0]);
    const copies = [...sources.map((source) => attr(source, "srcset")), attr(img, "srcset")]
      .filter(Boolean)
      .flatMap((set) => set.split(",").map((entry) => entry.trim().split(/\s+/)));
    expect(sources.map((source) => attr(source, "type"))).toEqual(copies.length ? ["image/avif", "image/webp"] : []);
    for (const [path = attr(img, "src"), width] of copies.length ? copies : [[attr(img, "src")]]) {
      const response = await worker.dispatchFetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      const { width: fileWidth, height: fileHeight } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      // A copy is as wide as its srcset says, and keeps the proportions the img's width and height announce.
      if (width) expect(`${fileWidth}w`, path).toBe(width);
      const ratio = Number(attr(img, "width")) / Number(attr(img, "height"));
      expect(Math.abs(fileWidth / fileHeight - ratio), path).toBeLessThan(0.02);
    }
  }
});
