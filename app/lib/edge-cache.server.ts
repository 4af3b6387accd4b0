import { profile } from "~/content";
import { cookieNames } from "./cookies";
import { documentPolicy } from "./security-headers.server";
import { THEME_COOKIE, themeFromCookie } from "./theme";

/**
 * The home page's HTML, cached at the edge with the Workers Cache API. One entry per
 * theme and per build: a new deploy has a new build version, so it never serves the old
 * build's HTML. Only plain GETs of "/" are looked up; a query string or a data request
 * always renders.
 */
const CACHED_PATHS = new Set(["/"]);

/**
 * The cookies known to be harmless for a shared page: the theme, which is part of the key.
 * A request with any other cookie (a visitor's chat answer, or one this site does not know)
 * renders without the cache, so no cookie can put a personal page in it or take one out.
 */
const SHAREABLE_COOKIES: ReadonlySet<string> = new Set([THEME_COOKIE]);

/**
 * The hosts whose pages are kept: the site's own (`siteUrl`), its workers.dev address, and this
 * machine in development. A request for any other host (a forged `Host`) renders uncached, so
 * no visitor can make the Worker keep a copy per host name.
 */
function isOwnHost(hostname: string): boolean {
  return (
    hostname === new URL(profile.siteUrl).hostname ||
    hostname.endsWith(".workers.dev") ||
    hostname === "localhost" ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]"
  );
}

/** The cache key for a request, or null when the request must not use the cache. */
export function htmlCacheKey(request: Request, buildVersion: string): Request | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!CACHED_PATHS.has(url.pathname) || url.search !== "" || !isOwnHost(url.hostname)) return null;
  const cookies = request.headers.get("Cookie");
  if (!cookieNames(cookies).every((name) => SHAREABLE_COOKIES.has(name))) return null;
  const theme = themeFromCookie(cookies);
  return new Request(`${url.origin}/__edge-cache/${encodeURIComponent(buildVersion)}/${theme}${url.pathname}`);
}

/** Only a complete, shareable page enters the cache. */
export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/private|no-store|no-cache/.test(cacheControl) &&
    /s-maxage=\d+/.test(cacheControl)
  );
}

/**
 * A cached page with a fresh CSP nonce: every `nonce` attribute and the policy are
 * rewritten, so no two responses ever share a nonce.
 */
export function withFreshNonce(cached: Response, nonce: string): Response {
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(cached);
  const response = new Response(rewritten.body, cached);
  response.headers.set("Content-Security-Policy", documentPolicy(nonce));
  return response;
}

interface Remembered {
  body: string;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

/**
 * A copy of each cached page kept in the isolate's memory, in front of the Cache API: an
 * isolate serves many requests, and a hit from memory skips the cache lookup's I/O. One entry
 * per theme and own host (the keys are per build), each kept as long as the edge would keep
 * it, and never more than MAX_REMEMBERED in all: the oldest goes first.
 */
const memory = new Map<string, Remembered>();
export const MAX_REMEMBERED = 8;

/** How many pages the isolate holds now. */
export function rememberedCount(): number {
  return memory.size;
}

function maxAgeSeconds(response: Response): number {
  return Number(/s-maxage=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
}

export function rememberPage(key: Request, body: string, response: Response): void {
  memory.delete(key.url);
  for (const oldest of memory.keys()) {
    if (memory.size < MAX_REMEMBERED) break;
    memory.delete(oldest);
  }
  memory.set(key.url, {
    body,
    status: response.status,
    headers: [...response.headers],
    expiresAt: Date.now() + maxAgeSeconds(response) * 1000,
  });
}

export function recalledPage(key: Request): Response | null {
  const entry = memory.get(key.url);
  if (!entry) return null;
  if (Date.now() >= entry.expiresAt) {
    memory.delete(key.url);
    return null;
  }
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}
