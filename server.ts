import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `npm run build`; wrangler bundles it with this entry.
// Not @ts-expect-error: the import is an error before the first build and fine after it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- no types are generated for the build output
import * as build from "./build/server";
import { withSecurityHeaders } from "./app/lib/security-headers.server";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    try {
      const loadContext = getLoadContext({
        request,
        context: {
          cloudflare: {
            // The Worker's ctx has no `props` in the proxy's type; this is the same object.
            ctx: ctx as unknown as ExecutionContext & { props: Record<string, never> },
            cf: request.cf as never,
            caches: caches as never,
            env,
          },
        },
      });
      return withSecurityHeaders(await handleRemixRequest(request, loadContext));
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
} satisfies ExportedHandler<Env>;
