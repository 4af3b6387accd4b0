import { expect, test } from "vitest";
import { profile } from "../../app/content";
import { ORIGIN, setUpWorker } from "./start-worker";

const worker = setUpWorker();

function get(path: string, init: { headers?: Record<string, string>; method?: string; body?: string } = {}) {
  return worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
}

function nonces(html: string, csp: string | null) {
  return {
    policy: /'nonce-([^']+)'/.exec(csp ?? "")?.[1],
    attributes: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
  };
}

test("the second request for the home page is a cache hit that did not render, with its own nonce", async () => {
  const first = await get("/");
  expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
  expect(first.headers.get("Server-Timing")).toMatch(/^render;dur=/);
  expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  const firstHtml = await first.text();
  const firstNonces = nonces(firstHtml, first.headers.get("Content-Security-Policy"));

  // cache.put runs after the response (waitUntil): poll until the entry is there.
  let second = await get("/");
  for (let i = 0; i < 20 && second.headers.get("X-Edge-Cache") !== "HIT"; i++) {
    await second.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    second = await get("/");
  }
  expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
  expect(second.headers.get("Server-Timing")).toBeNull();
  const secondHtml = await second.text();
  const secondNonces = nonces(secondHtml, second.headers.get("Content-Security-Policy"));

  // Same page, different nonce, and the nonce in the markup matches the policy.
  expect(secondHtml.replaceAll(secondNonces.policy ?? "", "N")).toBe(firstHtml.replaceAll(firstNonces.policy ?? "", "N"));
  expect(firstNonces.attributes).toEqual([firstNonces.policy]);
  expect(secondNonces.attributes).toEqual([secondNonces.policy]);
  expect(secondNonces.policy).not.toBe(firstNonces.policy);
  // The security headers are on the hit too.
  expect(second.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  expect(second.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline");

  const third = await get("/");
  expect(nonces(await third.text(), third.headers.get("Content-Security-Policy")).policy).not.toBe(secondNonces.policy);
});

test("the two themes are cached apart", async () => {
  const light = async () => {
    const response = await get("/", { headers: { Cookie: "theme=light" } });
    return { state: response.headers.get("X-Edge-Cache"), html: await response.text() };
  };
  let result = await light();
  expect(result.html).toMatch(/<html lang="en" class="light"/);
  for (let i = 0; i < 20 && result.state !== "HIT"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    result = await light();
  }
  expect(result.state).toBe("HIT");
  expect(result.html).toMatch(/<html lang="en" class="light"/);
  const dark = await get("/", { headers: { Cookie: "theme=dark" } });
  expect(await dark.text()).toMatch(/<html lang="en" class="dark"/);
});

test("query strings, chat answers, other paths and non-GETs never use the cache", async () => {
  const query = await get("/?utm=1");
  expect(query.headers.get("X-Edge-Cache")).toBeNull();
  expect(query.headers.get("Server-Timing")).toMatch(/^render/);
  const answered = await get("/", { headers: { Cookie: "chat=abc" } });
  expect(answered.headers.get("X-Edge-Cache")).toBeNull();
  expect(answered.headers.get("Cache-Control")).toBe("private, no-store");
  const missing = await get("/nothing-here");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("X-Edge-Cache")).toBeNull();
  const post = await get("/", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
  expect(post.headers.get("X-Edge-Cache")).toBeNull();
});

test("only requests whose cookies are all on the allowlist (the theme) use the cache", async () => {
  for (const cookie of ["theme=light; _ga=GA1.2.3", "session=abc", "theme=dark; chat=", "tracking"]) {
    const response = await get("/", { headers: { Cookie: cookie } });
    expect(response.status, cookie).toBe(200);
    expect(response.headers.get("X-Edge-Cache"), cookie).toBeNull();
    expect(response.headers.get("Server-Timing"), cookie).toMatch(/^render/);
    await response.arrayBuffer();
  }
  const themed = await get("/", { headers: { Cookie: "theme=dark" } });
  expect(themed.headers.get("X-Edge-Cache")).toMatch(/^(HIT|MISS)$/);
  await themed.arrayBuffer();
});

test("fingerprinted assets are cached for a year, other files revalidate", async () => {
  const html = await (await get("/")).text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await get(asset ?? "");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  const portrait = await get(profile.portraits.default.src);
  expect(portrait.headers.get("Cache-Control")).toBe("public, max-age=3600, must-revalidate");
});
