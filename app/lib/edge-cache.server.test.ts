import { expect, test } from "vitest";
import { profile } from "~/content";
import { htmlCacheKey, isShareable, MAX_REMEMBERED, recalledPage, rememberedCount, rememberPage } from "./edge-cache.server";

const SITE = new URL(profile.siteUrl).origin;
const page = (headers: Record<string, string> = {}, init: RequestInit = {}) => new Request(`${SITE}/`, { headers, ...init });

test("a new build never reads the old build's entries, and the two themes never mix", () => {
  const before = htmlCacheKey(page(), "build-1")?.url;
  const after = htmlCacheKey(page(), "build-2")?.url;
  expect(before).toBeDefined();
  expect(after).not.toBe(before);
  const dark = htmlCacheKey(page({ Cookie: "theme=dark" }), "build-1")?.url;
  const light = htmlCacheKey(page({ Cookie: "theme=light" }), "build-1")?.url;
  expect(dark).toBe(before); // dark is the default
  expect(light).not.toBe(dark);
  // A theme cookie the page does not know is the default theme's page.
  expect(htmlCacheKey(page({ Cookie: "theme=purple" }), "build-1")?.url).toBe(dark);
});

test("only requests whose cookies are all on the allowlist use the cache", () => {
  expect(htmlCacheKey(page({ Cookie: "theme=light" }), "b")).not.toBeNull();
  expect(htmlCacheKey(page({ Cookie: " ; theme=dark;" }), "b")).not.toBeNull();
  for (const cookie of ["chat=abc", "theme=light; _ga=123", "session=1", "theme=dark; chat=", "=x", "theme=dark; flag", "Theme=dark"]) {
    expect(htmlCacheKey(page({ Cookie: cookie }), "b"), cookie).toBeNull();
  }
});

test("only plain GETs of the home page use the cache", () => {
  expect(htmlCacheKey(page({}, { method: "POST", body: "x" }), "b")).toBeNull();
  expect(htmlCacheKey(new Request(`${SITE}/?utm=1`), "b")).toBeNull();
  expect(htmlCacheKey(new Request(`${SITE}/_root.data`), "b")).toBeNull();
  expect(htmlCacheKey(new Request(`${SITE}/missing`), "b")).toBeNull();
});

test("only a complete public HTML page is shareable", () => {
  const html = (headers: Record<string, string>, status = 200) =>
    new Response("<html></html>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
  const cacheable = { "Cache-Control": "public, max-age=0, s-maxage=3600" };
  expect(isShareable(html(cacheable))).toBe(true);
  expect(isShareable(html({ ...cacheable, "Set-Cookie": "a=b" }))).toBe(false);
  expect(isShareable(html({ "Cache-Control": "private, no-store" }))).toBe(false);
  expect(isShareable(html(cacheable, 500))).toBe(false);
  expect(isShareable(html({ "Cache-Control": "public, max-age=60" }))).toBe(false);
});

test("only the site's own hosts use the cache: siteUrl's, workers.dev and this machine; any other host renders uncached", () => {
  for (const origin of [SITE, "https://edge-portfolio.someone.workers.dev", "http://localhost:8787", "http://127.0.0.1:5173"]) {
    expect(htmlCacheKey(new Request(`${origin}/`), "b"), origin).not.toBeNull();
  }
  for (const origin of ["https://evil.example", `https://${new URL(SITE).hostname}.evil.example`, "http://10.0.0.1"]) {
    expect(htmlCacheKey(new Request(`${origin}/`), "b"), origin).toBeNull();
  }
});

test(`the isolate keeps at most ${MAX_REMEMBERED} pages, the newest`, () => {
  const cached = new Response("<html></html>", { headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=600" } });
  const keys = Array.from({ length: 3 * MAX_REMEMBERED }, (_, i) => new Request(`${SITE}/__edge-cache/build-${i}/dark/`));
  for (const key of keys) rememberPage(key, `page ${key.url}`, cached);
  expect(rememberedCount()).toBe(MAX_REMEMBERED);
  expect(recalledPage(keys.at(-1) as Request)).not.toBeNull();
  expect(recalledPage(keys[0] as Request)).toBeNull();
});
