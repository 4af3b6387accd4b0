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

test("the social card is served at og:image's path with the size og:image:width and og:image:height say", async () => {
  const html = await page();
  const image = meta(html, "og:image");
  expect(image).toBeDefined();
  const response = await worker.dispatchFetch(`${ORIGIN}${new URL(image ?? "").pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.byteLength).toBeLessThanOrEqual(100 * KB);
  expect(String(bytes.readUInt32BE(16))).toBe(meta(html, "og:image:width"));
  expect(String(bytes.readUInt32BE(20))).toBe(meta(html, "og:image:height"));
});
