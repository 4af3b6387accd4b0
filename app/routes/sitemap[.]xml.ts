import { profile } from "~/content";

export function loader() {
  const home = new URL("/", profile.siteUrl).href;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${home}</loc><changefreq>monthly</changefreq><priority>1.0</priority></url>
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

// Without an action Remix would answer other methods with a bare "Unexpected Server Error".
export { readOnlyAction as action } from "~/lib/read-only.server";
