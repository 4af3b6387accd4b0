import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce-context";
import { documentPolicy } from "~/lib/security-headers.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  request.signal.addEventListener("abort", () => controller.abort(), { once: true });

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        // Aborted renders (a visitor leaving) are not errors worth a log line.
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Crawlers get the whole document at once; browsers start parsing the stream.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  // allReady rejects when the visitor leaves mid-render: handled here, or it reaches the log as uncaught.
  const settled = () => clearTimeout(timeout);
  body.allReady.then(settled, settled);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", documentPolicy(nonce));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests are visitors navigating away, and route error responses (a 404, a
  // 405 for a POST to a page) are answers already given, not faults.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};
