import { readFileSync } from "node:fs";
import { Miniflare, type MiniflareOptions } from "miniflare";

const root = new URL("../../", import.meta.url);
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(
  readFileSync(new URL("wrangler.toml", root), "utf8"),
)?.[1];

/**
 * The deployable Worker (`npm run bundle` output) with its static assets, in workerd,
 * as Cloudflare runs it. Extra options (bindings, secrets) are merged in.
 */
export function startWorker(options: Partial<MiniflareOptions> = {}): Miniflare {
  return new Miniflare({
    modules: [{ type: "ESModule", path: new URL("dist/server.js", root).pathname }],
    compatibilityDate,
    assets: {
      directory: new URL("build/client", root).pathname,
      routerConfig: { has_user_worker: true },
    },
    durableObjects: { MODEL_BUDGET: "DailyModelBudget" },
    ...options,
  } as MiniflareOptions);
}
