import { useFetchers, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_THEME, isTheme, type Theme } from "./theme";

export const THEME_ACTION = "/theme";

/**
 * The theme to render: the one a pending toggle is switching to, else the cookie's.
 * The page flips at the click, before the server has answered.
 */
export function useOptimisticTheme(fromCookie: Theme | undefined): Theme {
  const pending = useFetchers()
    .find((fetcher) => fetcher.formAction === THEME_ACTION)
    ?.formData?.get("theme");
  if (isTheme(pending)) return pending;
  return fromCookie ?? DEFAULT_THEME;
}

/** The theme of the page being shown, for components below the root. */
export function useTheme(): Theme {
  const root = useRouteLoaderData<{ theme: Theme }>("root");
  return useOptimisticTheme(root?.theme);
}
