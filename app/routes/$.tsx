import { data, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { FloatingShapes } from "~/components/not-found/floating-shapes";
import { useTheme } from "~/lib/use-optimistic-theme";
import shapesHref from "~/styles/not-found.css?url";

// Only this page draws the shapes, so only it loads their rules.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: shapesHref }];

/** Any path the site does not have: the not-found page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const theme = useTheme();
  return (
    <main className="relative grid min-h-screen grid-rows-[minmax(4rem,1fr)_auto_minmax(4rem,1fr)] text-center">
      <FloatingShapes band="top" />
      <div className="absolute right-4 top-4">
        <ThemeToggle theme={theme} />
      </div>
      <div className="flex flex-col items-center px-6">
        <p className="font-mono text-7xl font-black text-accent sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page Not Found</h1>
        <p className="mt-4 max-w-md text-lg text-muted">Looks like this page has wandered off somewhere in the cloud. Let's get you back on track.</p>
        <Link
          to="/"
          className="mt-8 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink shadow transition-transform hover:-translate-y-0.5"
        >
          Back to Home
        </Link>
      </div>
      <FloatingShapes band="bottom" />
    </main>
  );
}
