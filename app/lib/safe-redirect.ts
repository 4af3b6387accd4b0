/**
 * Keeps a post-submit redirect on this site: only a same-origin path is accepted,
 * so a crafted form cannot bounce a visitor to another host ("//evil.example").
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters in a Location header can split it or confuse browsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
