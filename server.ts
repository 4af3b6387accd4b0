import type { ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `npm run build`; wrangler bundles it with this entry.
// Not @ts-expect-error: the import is an error before the first build and fine after it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- no types are generated for the build output
import * as build from "./build/server";
import { createWorker } from "./create-worker";

// The Durable Object class behind the MODEL_BUDGET binding (the site's daily cap on model calls).
export { DailyModelBudget } from "./app/chat/server/daily-budget-object.server";

// The one cast left: before the first build the import has no type, and after it TypeScript
// infers one from the JavaScript that is narrower than Remix's own ServerBuild.
export default createWorker(build as unknown as ServerBuild) satisfies ExportedHandler<Env>;
