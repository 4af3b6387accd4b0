import { gzipSync } from "node:zlib";
import { beforeAll, expect, test } from "vitest";
import { ORIGIN, setUpWorker } from "./start-worker";

/**
 * Byte budgets of the home page's first load (bytes are deterministic, so this is a test,
 * not a benchmark). Sizes are gzip at the default level, as a CDN would send them.
 */
const KB = 1024;
const BUDGET = {
  js: 100 * KB,
  css: 15 * KB,
  html: 30 * KB,
  imagesAboveFold: 60 * KB,
  /** The HTML and its one stylesheet: nothing else is render-blocking. */
  firstPaintRequests: 2,
  /** Those two, the portrait, the chat's avatar and the icon sprite. */
  firstScreenRequests: 5,
};

const worker = setUpWorker();
let html = "";
const files = new Map<string, Buffer>();

async function fetchBytes(path: string): Promise<Buffer> {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const gzip = (bytes: Buffer | string) => gzipSync(bytes).byteLength;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => m[0]);

beforeAll(async () => {
  html = await (await worker.dispatchFetch(`${ORIGIN}/`)).text();
  const scripts = tags("script").flatMap((tag) => attr(tag, "src") ?? []);
  const links = tags("link").filter((tag) => /rel="(modulepreload|stylesheet)"/.test(tag));
  // Module imports inside the entry script are found through modulepreload links (Remix lists them all).
  for (const path of [...scripts, ...links.map((tag) => attr(tag, "href") ?? "")]) files.set(path, await fetchBytes(path));
  const entry = /import\("([^"]+)"\)|import \* as \w+ from "([^"]+)"/g;
  for (const match of html.matchAll(entry)) {
    const path = match[1] ?? match[2];
    if (path && !files.has(path)) files.set(path, await fetchBytes(path));
  }
});

test(`JavaScript files of the first load are at most ${BUDGET.js / KB} KB gzip`, () => {
  const js = [...files].filter(([path]) => path.endsWith(".js"));
  expect(js.length).toBeGreaterThan(3);
  const total = js.reduce((sum, [, bytes]) => sum + gzip(bytes), 0);
  // The inline scripts (the page's data for hydration) are part of the HTML and its budget.
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + gzip(m[1] ?? ""), 0);
  console.info(`first-load JS: ${(total / KB).toFixed(1)} KB gzip in ${js.length} files (+ ${(inline / KB).toFixed(1)} KB inline in the HTML)`);
  expect(total).toBeLessThanOrEqual(BUDGET.js);
});

test(`CSS is at most ${BUDGET.css / KB} KB gzip and loads no web font`, () => {
  const css = [...files].filter(([path]) => path.endsWith(".css"));
  expect(css).toHaveLength(1);
  const total = css.reduce((sum, [, bytes]) => sum + gzip(bytes), 0);
  console.info(`CSS: ${(total / KB).toFixed(1)} KB gzip`);
  expect(total).toBeLessThanOrEqual(BUDGET.css);
  for (const [, bytes] of css) {
    expect(bytes.toString()).not.toContain("@font-face");
    // The not-found page's shapes are that page's own stylesheet.
    expect(bytes.toString()).not.toContain(".floating-shape");
  }
  expect(html).not.toMatch(/\.woff2?|fonts\.googleapis/);
});

test(`the first paint waits for ${BUDGET.firstPaintRequests} requests (the page and its stylesheet), and the first screen makes at most ${BUDGET.firstScreenRequests}`, () => {
  // What holds up the first paint: stylesheets and classic scripts. Module scripts are deferred.
  const blocking = [
    ...tags("link").filter((tag) => attr(tag, "rel") === "stylesheet"),
    ...tags("script").filter((tag) => attr(tag, "src") && !tag.includes('type="module"') && !/\b(async|defer)\b/.test(tag)),
  ];
  expect(blocking.map((tag) => attr(tag, "href") ?? attr(tag, "src"))).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
  // The first paint waits until the first screen is parsed (rel=expect), so nothing on it moves
  // as the rest of the page arrives; the element it waits for comes after the About section.
  const expectLink = tags("link").find((tag) => attr(tag, "rel") === "expect") ?? "";
  expect(attr(expectLink, "blocking")).toBe("render");
  const awaited = html.indexOf(`id="${attr(expectLink, "href")?.slice(1)}"`);
  expect(awaited).toBeGreaterThan(html.indexOf('id="about"'));
  // Only a link in the head blocks rendering.
  expect(html.indexOf(expectLink)).toBeGreaterThan(-1);
  expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf("</head>"));
  // Nor does anything the first screen does not need compete with it: no preload, no prefetch.
  expect(tags("link").filter((tag) => /rel="(preload|prefetch)"/.test(tag))).toEqual([]);
  // Everything the first screen's markup asks the browser to fetch: images and icon sprites.
  const firstScreen = firstScreenHtml();
  const fetched = new Set([...firstScreen.matchAll(/<img\b[^>]*\bsrc="([^"]+)"|\bhref="(\/[^"#]+)#[\w-]+"/g)].map((m) => m[1] ?? m[2]));
  const requests = 1 + blocking.length + fetched.size;
  console.info(`first paint: ${1 + blocking.length} requests; first screen: ${requests} (the page, its stylesheet, ${[...fetched].join(", ")})`);
  expect(1 + blocking.length).toBe(BUDGET.firstPaintRequests);
  expect(requests).toBeLessThanOrEqual(BUDGET.firstScreenRequests);
});

test(`the HTML is at most ${BUDGET.html / KB} KB gzip`, () => {
  const size = gzip(html);
  console.info(`HTML: ${(size / KB).toFixed(1)} KB gzip`);
  expect(size).toBeLessThanOrEqual(BUDGET.html);
  // The sound waits for the click: it is not fetched with the page.
  expect(html).not.toMatch(/<(audio|link)[^>]+sword\.wav/);
});

/** The first screen's markup: up to the element the first paint waits for, and the chat box, which floats over it. */
function firstScreenHtml(): string {
  const expectLink = tags("link").find((tag) => attr(tag, "rel") === "expect") ?? "";
  const awaited = html.indexOf(`id="${attr(expectLink, "href")?.slice(1)}"`);
  return html.slice(0, awaited) + html.slice(html.indexOf('<aside aria-label="Chat'));
}

/**
 * The file a browser on a 2x screen loads for a <picture> or an <img>: from the first <source>
 * (AVIF) or the image's own srcset, the narrowest copy at least twice as wide as `sizes` asks.
 */
function loadedFile(markup: string): string {
  const img = /<img\b[^>]*>/.exec(markup)?.[0] ?? "";
  const chooser = /<source\b[^>]*>/.exec(markup)?.[0] ?? img;
  const srcset = attr(chooser, "srcset");
  if (!srcset) return attr(img, "src") ?? "";
  // The widest slot `sizes` gives, in CSS pixels: the length that ends each entry, after its media condition.
  const slots = (attr(chooser, "sizes") ?? "").split(",").map((entry) => /(\d+)px\s*$/.exec(entry.trim())?.[1]);
  const shown = Math.max(...slots.map((slot) => Number(slot ?? Number.POSITIVE_INFINITY)));
  const copies = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([path = "", width = "0"]) => ({ path, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (copies.find((copy) => copy.width >= 2 * shown) ?? copies.at(-1))?.path ?? "";
}

test(`what the first screen shows weighs at most ${BUDGET.imagesAboveFold / KB} KB of images as optimized, and every image has its size set`, async () => {
  const images = tags("img");
  expect(images.length).toBeGreaterThan(1);
  for (const tag of images) {
    expect(attr(tag, "width"), tag).toMatch(/^\d+$/);
    expect(attr(tag, "height"), tag).toMatch(/^\d+$/);
  }
  // Each picture or image of the first screen, except those that wait until they are scrolled to, and the icon sprite.
  const markup = [...firstScreenHtml().matchAll(/<picture>[\s\S]*?<\/picture>|<img\b[^>]*>/g)].map((m) => m[0]);
  const loaded = markup.filter((piece) => !/\bloading="lazy"/.test(piece)).map(loadedFile);
  const sprite = /href="(\/assets\/icon-sprite-[\w-]+\.svg)#/.exec(html)?.[1] ?? "";
  const sizes = new Map<string, number>();
  for (const path of new Set([...loaded, sprite])) sizes.set(path, (await fetchBytes(path)).byteLength);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const list = [...sizes].sort((a, b) => b[1] - a[1]).map(([path, size]) => `${path} ${kb(size)}`);
  console.info(`images of the first screen: ${kb(total)} (${list.join(", ")})`);
  expect(total, `over budget, heaviest first: ${list.join(", ")}`).toBeLessThanOrEqual(BUDGET.imagesAboveFold);
});

test("icons cost no JavaScript: they come from the SVG sprite, not path data in the bundle", async () => {
  const sprite = /href="(\/assets\/icon-sprite-[\w-]+\.svg)#/.exec(html)?.[1] ?? "";
  const spriteText = (await fetchBytes(sprite)).toString();
  const samples = [...spriteText.matchAll(/<path d="([^"]{24})/g)].map((m) => m[1] ?? "").slice(0, 20);
  // Every sprite draws at least a dozen paths: the interface's own icons alone have more.
  expect(samples.length).toBeGreaterThanOrEqual(12);
  for (const [path, bytes] of files) {
    if (!path.endsWith(".js")) continue;
    const code = bytes.toString();
    for (const sample of samples) expect(code.includes(sample), `${path} holds icon path data`).toBe(false);
  }
});
