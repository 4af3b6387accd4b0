import { ChatRequestError, MESSAGES } from "./errors.server";

/** The methods Remix hands to a route's loader or action; any other never reaches the chat's own refusal. */
const ROUTED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

export const CHAT_PATH = "/api/chat";

/**
 * The chat API's 405 for a method Remix does not route (TRACE, PROPFIND, OPTIONS…): the same
 * sentence and `Allow: POST` as GET or PUT get, instead of Remix's "Unexpected Server Error".
 */
export function unroutedMethodRefusal(request: Request): Response | null {
  if (ROUTED.has(request.method) || new URL(request.url).pathname !== CHAT_PATH) return null;
  const refusal = new ChatRequestError(405, MESSAGES.method, { Allow: "POST" });
  return Response.json({ error: refusal.message }, { status: refusal.status, headers: { ...refusal.headers, "Cache-Control": "no-store" } });
}
