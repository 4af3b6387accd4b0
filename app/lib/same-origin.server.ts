/**
 * Remix checks the Origin of document posts only, not of resource routes, so each
 * action that changes something asks this first. A browser always sends
 * Sec-Fetch-Site or Origin on a cross-site post; tools that send neither are allowed.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}
