/**
 * The headers every response of the site carries, whatever produced it. The HTML
 * document's policy adds a nonce for its inline scripts; everything else gets the
 * strictest policy, since it is never rendered as a page with scripts.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // Not no-referrer: that makes browsers send `Origin: null`, and form posts would be refused.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function isViteDev(): boolean {
  // The one reference allowed: it asks first whether `process` exists (it does in Vite's Node dev server, not in workerd).
  // eslint-disable-next-line no-restricted-globals
  return typeof process !== "undefined" && process.env.NODE_ENV === "development";
}

export function documentPolicy(nonce: string): string {
  return [
    // Nothing is allowed unless listed below.
    "default-src 'none'",
    // 'strict-dynamic' lets the nonced entry load the route modules it imports.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite's dev server injects styles as <style> elements for hot reload; the built worker never does.
    isViteDev() ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Adds the site-wide headers to a response, keeping any policy it already carries. */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) secured.headers.set(name, value);
  if (!secured.headers.has("Content-Security-Policy")) {
    secured.headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
  }
  return secured;
}
