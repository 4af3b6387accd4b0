import { expect, test } from "vitest";
import { profile, skillGroups } from "../../app/content";
import { ORIGIN, setUpWorker } from "./start-worker";

const worker = setUpWorker();

async function get(path: string, init?: RequestInit) {
  return worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
}

test("the home page renders in full on the server, dark by default", async () => {
  const response = await get("/");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("text/html");
  const html = await response.text();
  expect(html).toMatch(/<html lang="en" class="dark"/);
  expect(html).toContain(escapeHtml(profile.role));
  for (const heading of ["Skills and Tools", "Experience", "Projects"]) expect(html).toContain(heading);
  for (const { title } of skillGroups) expect(html).toContain(escapeHtml(title));
});

test("the theme cookie picks the class the page is rendered with", async () => {
  const html = await (await get("/", { headers: { Cookie: "theme=light" } })).text();
  expect(html).toMatch(/<html lang="en" class="light"/);
});

test("an unknown path answers 404 with the not-found page, kept out of search engines", async () => {
  for (const path of ["/nope", "/deep/missing/page", "/projects/../admin"]) {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page Not Found");
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain("Back to Home");
  }
});

test("static assets are served before the Worker runs", async () => {
  for (const path of ["/favicon.svg", profile.portraits.default.src, "/sounds/sword.wav"]) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
  }
});

test("the theme form sets a year-long cookie and sends a no-JS visitor back where they were", async () => {
  const response = await get("/theme", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: "theme=light&redirectTo=%2Fmissing",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/missing");
  expect(response.headers.get("Set-Cookie")).toContain("theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
});

test("the theme form refuses a foreign redirect, a bad theme and a cross-site post", async () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const offsite = await get("/theme", { method: "POST", headers: form, body: "theme=dark&redirectTo=%2F%2Fevil.example" });
  expect(offsite.headers.get("Location")).toBe("/");
  const bad = await get("/theme", { method: "POST", headers: form, body: "theme=purple" });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ error: 'The theme must be "dark" or "light".' });
  const crossSite = await get("/theme", {
    method: "POST",
    headers: { ...form, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    body: "theme=dark",
  });
  expect(crossSite.status).toBe(403);
  expect(crossSite.headers.get("Set-Cookie")).toBeNull();
});

test("robots.txt and sitemap.xml point search engines at the home page", async () => {
  const robots = await (await get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  const sitemap = await get("/sitemap.xml");
  expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
  expect(await sitemap.text()).toContain("<loc>");
});

test("every response carries the security headers, the page a nonce-based policy", async () => {
  const page = await get("/");
  const policy = page.headers.get("Content-Security-Policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("unsafe-inline");
  const html = await page.text();
  expect(html).toContain(`nonce="${nonce}"`);
  const second = (await get("/")).headers.get("Content-Security-Policy");
  expect(second).not.toBe(policy);
  for (const response of [await get("/nope"), await get("/robots.txt")]) {
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=63072000");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    await response.arrayBuffer();
  }
});

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}
