import type { ServerBuild } from "@remix-run/cloudflare";
// The bare page's server build exists only after it is built (scripts/bench/bare/build.mjs).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- no types are generated for the build output
import * as build from "./build/server";
import { createWorker } from "../../../create-worker";

// The site's Worker (edge cache, security headers, nonce) around the bare page. Before the
// first build the import has no type, and after it TypeScript infers a narrower one than Remix's.
export default createWorker(build as unknown as ServerBuild) satisfies ExportedHandler<Env>;
