import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { htmlCacheKey, isShareable, recalledPage, rememberPage, withFreshNonce } from "./app/lib/edge-cache.server";
import { forgetOldQuestions } from "./app/chat/server/questions/log.server";
import { unroutedMethodRefusal } from "./app/chat/server/unrouted-method.server";
import { withSecurityHeaders } from "./app/lib/security-headers.server";
import { createNonce, getLoadContext } from "./load-context";

/**
 * A Worker's request handling for a Remix server build: the edge cache in front of the render,
 * and the security headers on every answer. server.ts applies it to the site's build, and the
 * page benchmark to its bare page's (scripts/bench/bare/), so both are served the same way.
 */
export function createWorker(serverBuild: ServerBuild) {
  const handleRemixRequest = createRequestHandler(serverBuild);

  /** Renders with Remix; the render's duration goes out as Server-Timing for the benchmarks. */
  async function render(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    const started = performance.now();
    const response = await handleRemixRequest(request, loadContext);
    const withTiming = new Response(response.body, response);
    withTiming.headers.append("Server-Timing", `render;dur=${(performance.now() - started).toFixed(2)}`);
    return withTiming;
  }

  /** The home page from the edge cache when it is there; otherwise rendered, and stored for the next visitor. */
  async function cachedRender(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const key = htmlCacheKey(request, serverBuild.assets.version);
    if (!key) return render(request, env, ctx);
    // The DOM lib's CacheStorage (for the browser code) hides the Workers-only default cache.
    const cache = (caches as unknown as { default: Cache }).default;
    const hit = recalledPage(key) ?? (await cache.match(key));
    if (hit) {
      const fresh = withFreshNonce(hit, createNonce());
      fresh.headers.set("X-Edge-Cache", "HIT");
      return fresh;
    }
    const response = await render(request, env, ctx);
    response.headers.set("X-Edge-Cache", "MISS");
    if (!isShareable(response)) return response;
    // The page is read whole before it is sent, rather than streamed to the visitor and the cache
    // at once: a tee whose visitor leaves mid-body writes "Uncaught Error: Network connection lost."
    // to the owner's log, and this page has nothing to stream (its content is fixed, its render a
    // few milliseconds). A render that fails here is the 500 below, not a page cut short.
    const body = await response.text();
    const stored = new Response(body, response);
    stored.headers.delete("Server-Timing");
    stored.headers.delete("X-Edge-Cache");
    rememberPage(key, body, stored);
    ctx.waitUntil(
      cache.put(key, stored).catch((error: unknown) => {
        // Not kept at the edge this time: the next visit renders it again.
        console.warn("edge cache: the page was not stored", error);
      }),
    );
    return new Response(body, response);
  }

  return {
    async fetch(request, env, ctx) {
      try {
        const refused = unroutedMethodRefusal(request);
        if (refused) return withSecurityHeaders(refused);
        return withSecurityHeaders(await cachedRender(request, env, ctx));
      } catch (error) {
        // Never leak a stack trace to a visitor; the log keeps it for the owner.
        console.error(error);
        return withSecurityHeaders(
          new Response("Something went wrong on our side. Please try again.", {
            status: 500,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          }),
        );
      }
    },
    /** The daily Cron Trigger: questions past the log's retention are deleted. */
    async scheduled(controller, env) {
      await forgetOldQuestions(env, new Date(controller.scheduledTime));
    },
  } satisfies ExportedHandler<Env>;
}
