import { readFileSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { profile } from "~/content";
import { OG_IMAGE } from "~/lib/seo";
import { renderSiteImages, SITE_IMAGE_PATHS, type SiteImage } from "../../scripts/site-images";

/** The social card and favicons, drawn from the content without a browser. */

const KB = 1024;
const portrait = { bytes: readFileSync(new URL(`../../public${profile.portraits.default.src}`, import.meta.url)), type: "image/svg+xml" };
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

beforeAll(async () => {
  images = await renderSiteImages(profile, portrait);
}, 30_000);

test("every image the page links is drawn, with the type its extension says", () => {
  expect(images.map((drawn) => drawn.path).sort()).toEqual([...SITE_IMAGE_PATHS].sort());
  expect(SITE_IMAGE_PATHS).toContain(OG_IMAGE.path);
  for (const drawn of images) {
    const extension = drawn.path.split(".").pop();
    expect(drawn.type, drawn.path).toBe({ png: "image/png", ico: "image/x-icon", svg: "image/svg+xml" }[extension ?? ""]);
  }
});

test("the social card has the size the meta tags announce and stays small for link previews", () => {
  expect(pngSize(image(OG_IMAGE.path))).toEqual({ width: OG_IMAGE.width, height: OG_IMAGE.height });
  expect(image(OG_IMAGE.path).byteLength).toBeLessThanOrEqual(100 * KB);
});

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
  expect(pngSize(card)).toEqual({ width: OG_IMAGE.width, height: OG_IMAGE.height });
}, 30_000);
