import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useNonce } from "~/lib/nonce-context";
import { themeFromCookie } from "~/lib/theme";
import { useOptimisticTheme } from "~/lib/use-optimistic-theme";
import stylesHref from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "stylesheet", href: stylesHref },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { theme: themeFromCookie(request.headers.get("Cookie")) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The server knows the theme from the cookie, so the first paint is already right.
  const theme = useOptimisticTheme(data?.theme);
  const nonce = useNonce();
  return (
    <html lang="en" className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={theme} />
        <meta name="theme-color" content={theme === "dark" ? "#0b1120" : "#f8fafc"} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only the status is shown; details stay in the server's log.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted">{status === 500 ? "An unexpected error happened on our side." : `The request could not be completed (${status}).`}</p>
      <a className="font-semibold text-accent underline underline-offset-4" href="/">
        Back to Home
      </a>
    </main>
  );
}
