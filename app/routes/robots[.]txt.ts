import { profile } from "~/content";

export function loader() {
  const sitemap = new URL("/sitemap.xml", profile.siteUrl).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

// Without an action Remix would answer other methods with a bare "Unexpected Server Error".
export { readOnlyAction as action } from "~/lib/read-only.server";
