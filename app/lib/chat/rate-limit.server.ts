import { ChatRequestError, MESSAGES } from "./errors.server";

/** Who is asking: Cloudflare sets CF-Connecting-IP at its edge (a client cannot forge it there). */
export function visitorKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** Spends one of the visitor's 10 questions a minute (wrangler.toml `[[ratelimits]]`), before any paid call. */
export async function spendVisitorQuota(limiter: RateLimit | undefined, request: Request): Promise<void> {
  if (!limiter) return;
  const { success } = await limiter.limit({ key: visitorKey(request) });
  if (!success) throw new ChatRequestError(429, MESSAGES.rateLimited, { "Retry-After": "60" });
}
