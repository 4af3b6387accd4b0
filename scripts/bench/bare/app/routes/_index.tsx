import type { HeadersFunction } from "@remix-run/cloudflare";

// The site's home page caching, so the edge cache keeps this page as it keeps the site's.
export const headers: HeadersFunction = () => ({
  "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
});

export default function Index() {
  return <h1>Hello from a bare Remix page</h1>;
}
