import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The platform the app reads: the Worker's bindings and its context. Both the Worker
 * (server.ts) and `npm run dev`'s platform proxy give at least this, so neither needs a cast.
 */
interface Cloudflare {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** A fresh value per response; every inline script carries it (see entry.server.tsx). */
    cspNonce: string;
  }
}

type GetLoadContext = (args: { request: Request; context: { cloudflare: Cloudflare } }) => AppLoadContext;

export const getLoadContext: GetLoadContext = ({ context }) => ({
  ...context,
  cspNonce: createNonce(),
});

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
