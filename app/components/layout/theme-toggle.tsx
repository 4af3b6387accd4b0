import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { otherTheme, themeCookie, type Theme } from "~/lib/theme";
import { THEME_ACTION } from "~/lib/use-optimistic-theme";

/**
 * A real form, so the toggle works before hydration (the server sets the cookie and
 * sends the visitor back). Once hydrated, a fetcher posts it and the page flips at once.
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const next = otherTheme(theme);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Saved at the click: a reload straight after it would cancel the request that also saves it.
    document.cookie = themeCookie(next, { secure: window.location.protocol === "https:" });
    fetcher.submit({ theme: next }, { method: "post", action: THEME_ACTION });
  }

  return (
    <form method="post" action={THEME_ACTION} onSubmit={submit}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
        className="grid size-11 place-items-center rounded-full border border-line bg-card text-ink transition-colors hover:text-accent"
      >
        <Icon id={theme === "dark" ? "lu:sun" : "lu:moon"} />
      </button>
    </form>
  );
}
