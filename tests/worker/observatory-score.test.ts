import { expect, test } from "vitest";
import { ORIGIN, setUpWorker } from "./start-worker";

/**
 * Scores the built worker's headers with the rules of the MDN HTTP Observatory, from its
 * published scoring table (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * a baseline of 100, each test's modifier added, bonuses only once the score without them
 * is at least 90. The redirection test is left out: it needs a real HTTPS origin, and
 * loopback has none (Cloudflare redirects http to https for the deployed site).
 */
const worker = setUpWorker();

interface Result {
  test: string;
  expectation: string;
  modifier: number;
}

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function csp(headers: Headers): Result {
  const header = headers.get("Content-Security-Policy");
  if (!header) return { test: "content-security-policy", expectation: "csp-not-implemented", modifier: -25 };
  const policy = directives(header);
  const scripts = policy.get("script-src") ?? policy.get("default-src") ?? [];
  const strictDynamic = scripts.includes("'strict-dynamic'");
  // With 'strict-dynamic' and a nonce, browsers ignore 'unsafe-inline'; without it, it counts.
  if (scripts.includes("'unsafe-eval'")) return { test: "content-security-policy", expectation: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (scripts.includes("'unsafe-inline'") && !strictDynamic) {
    return { test: "content-security-policy", expectation: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (scripts.some((s) => s === "http:" || s === "*" || s === "data:")) {
    return { test: "content-security-policy", expectation: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  const objects = policy.get("object-src") ?? policy.get("default-src") ?? [];
  if (!objects.includes("'none'") && !objects.includes("'self'")) {
    return { test: "content-security-policy", expectation: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  const styles = policy.get("style-src") ?? policy.get("default-src") ?? [];
  if (styles.includes("'unsafe-inline'")) {
    return { test: "content-security-policy", expectation: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  return policy.get("default-src")?.join(" ") === "'none'"
    ? { test: "content-security-policy", expectation: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 }
    : { test: "content-security-policy", expectation: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(headers: Headers): Result {
  const all = headers.getSetCookie();
  if (all.length === 0) return { test: "cookies", expectation: "cookies-not-found", modifier: 0 };
  const secure = all.every((c) => /;\s*secure/i.test(c));
  const sameSite = all.every((c) => /;\s*samesite=(lax|strict)/i.test(c));
  if (!secure) return { test: "cookies", expectation: "cookies-without-secure-flag", modifier: -20 };
  return sameSite
    ? { test: "cookies", expectation: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test: "cookies", expectation: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function cors(headers: Headers): Result {
  const allow = headers.get("Access-Control-Allow-Origin");
  if (!allow) return { test: "cross-origin-resource-sharing", expectation: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  return allow === "*"
    ? { test: "cross-origin-resource-sharing", expectation: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 }
    : { test: "cross-origin-resource-sharing", expectation: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

function referrer(headers: Headers): Result {
  const value = headers.get("Referrer-Policy")?.split(",").pop()?.trim().toLowerCase();
  if (!value) return { test: "referrer-policy", expectation: "referrer-policy-not-implemented", modifier: 0 };
  const privateValues = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  if (privateValues.includes(value)) return { test: "referrer-policy", expectation: "referrer-policy-private", modifier: 5 };
  if (value === "unsafe-url" || value === "no-referrer-when-downgrade") {
    return { test: "referrer-policy", expectation: "referrer-policy-unsafe", modifier: -5 };
  }
  return { test: "referrer-policy", expectation: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
}

function hsts(headers: Headers): Result {
  const value = headers.get("Strict-Transport-Security");
  if (!value) return { test: "strict-transport-security", expectation: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge)) return { test: "strict-transport-security", expectation: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000) return { test: "strict-transport-security", expectation: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return /preload/i.test(value) && /includesubdomains/i.test(value) && maxAge >= 31_536_000
    ? { test: "strict-transport-security", expectation: "hsts-preloaded", modifier: 5 }
    : { test: "strict-transport-security", expectation: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function sri(html: string | null): Result {
  if (html === null) return { test: "subresource-integrity", expectation: "sri-not-implemented-response-not-html", modifier: 0 };
  const external = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? "");
  const foreign = external.filter((src) => /^(https?:)?\/\//.test(src));
  if (foreign.length === 0) {
    return { test: "subresource-integrity", expectation: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  }
  return { test: "subresource-integrity", expectation: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function nosniff(headers: Headers): Result {
  return headers.get("X-Content-Type-Options")?.toLowerCase() === "nosniff"
    ? { test: "x-content-type-options", expectation: "x-content-type-options-nosniff", modifier: 0 }
    : { test: "x-content-type-options", expectation: "x-content-type-options-not-implemented", modifier: -5 };
}

function frames(headers: Headers): Result {
  const policy = directives(headers.get("Content-Security-Policy") ?? "");
  if (policy.get("frame-ancestors")?.join(" ") === "'none'") {
    return { test: "x-frame-options", expectation: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  const value = headers.get("X-Frame-Options")?.toUpperCase();
  return value === "DENY" || value === "SAMEORIGIN"
    ? { test: "x-frame-options", expectation: "x-frame-options-sameorigin-or-deny", modifier: 0 }
    : { test: "x-frame-options", expectation: "x-frame-options-not-implemented", modifier: -20 };
}

function corp(headers: Headers): Result {
  const value = headers.get("Cross-Origin-Resource-Policy")?.toLowerCase();
  if (value === "same-origin" || value === "same-site")
    return { test: "cross-origin-resource-policy", expectation: `corp-implemented-with-${value}`, modifier: 0 };
  if (value === "cross-origin") return { test: "cross-origin-resource-policy", expectation: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test: "cross-origin-resource-policy", expectation: "corp-not-implemented", modifier: 0 };
}

function score(results: Result[]): number {
  const uncurved = 100 + results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const withBonuses = 100 + results.reduce((sum, r) => sum + r.modifier, 0);
  return uncurved >= 90 ? withBonuses : uncurved;
}

async function scan(path: string, init: RequestInit = {}) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
  const headers = response.headers as unknown as Headers;
  const html = (headers.get("Content-Type") ?? "").includes("text/html") ? await response.text() : (await response.arrayBuffer(), null);
  const results = [
    csp(headers),
    cookies(headers),
    cors(headers),
    referrer(headers),
    hsts(headers),
    sri(html),
    nosniff(headers),
    frames(headers),
    corp(headers),
  ];
  return { status: response.status, score: score(results), results };
}

const TARGETS: [string, string, RequestInit?][] = [
  ["the home page (cache miss)", "/?scan=1"],
  ["the home page (cache hit)", "/"],
  ["the not-found page", "/no-such-page"],
  ["the chat API's error", "/api/chat"],
  ["a static script", "/assets/"],
  ["an image (the assistant's avatar, part of the site, not of its content)", "/images/avatar-dark.svg"],
  ["robots.txt", "/robots.txt"],
];

test("every kind of response scores A+ (at least 100) by the Observatory's table", async () => {
  await (await worker.dispatchFetch(`${ORIGIN}/`)).arrayBuffer(); // fill the edge cache
  const html = await (await worker.dispatchFetch(`${ORIGIN}/`)).text();
  const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "";
  const lines: string[] = [];
  for (const [label, path] of TARGETS) {
    const result = await scan(path === "/assets/" ? script : path);
    lines.push(`${label}: ${result.score} (${result.results.map((r) => `${r.test} ${r.modifier >= 0 ? "+" : ""}${r.modifier}`).join(", ")})`);
    expect(result.score, `${label}: ${JSON.stringify(result.results)}`).toBeGreaterThanOrEqual(100);
    expect(
      result.results.filter((r) => r.modifier < 0),
      label,
    ).toEqual([]);
  }
  console.info(`Observatory scores:\n  ${lines.join("\n  ")}`);
});

test("the scorer itself marks down weak headers", () => {
  const weak = new Headers({ "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" });
  const results = [csp(weak), referrer(weak), hsts(weak), nosniff(weak), frames(weak), corp(weak), cookies(weak), cors(weak)];
  expect(score(results)).toBeLessThan(50);
});
