/**
 * Waits, when needed, until at least `needSeconds` are left in the rate limiter's current window.
 * The limiter counts in fixed windows on the clock (every bucket starts again at each minute), as
 * Cloudflare's does, so a test that means "the 11th request in one minute" must send all eleven in
 * one window: on a slow machine ten requests can straddle the minute and the 11th is then rightly let in.
 * (The worker tests' limiter and the browser tests' `wrangler dev` read the same clock as the test.)
 */
export async function withTimeLeftInRateWindow(periodSeconds: number, needSeconds: number): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const leftMs = periodMs - (Date.now() % periodMs);
  if (leftMs < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}
