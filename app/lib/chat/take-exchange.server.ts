import { isHttps, readCookie } from "~/lib/cookies";
import { CHAT_COOKIE, clearExchangeCookie, decodeExchange, type ChatExchange } from "./chat-flash.server";

/**
 * The question and answer a no-JavaScript visitor was redirected with, if any, and the
 * headers that show it once: the cookie is cleared, and the page is private and never cached.
 */
export async function takeChatExchange(
  request: Request,
): Promise<{ exchange: ChatExchange | null; headers: Record<string, string> } | null> {
  const value = readCookie(request.headers.get("Cookie"), CHAT_COOKIE);
  if (value === null) return null;
  return {
    exchange: value ? await decodeExchange(value) : null,
    headers: { "Cache-Control": "private, no-store", "Set-Cookie": clearExchangeCookie({ secure: isHttps(request) }) },
  };
}
