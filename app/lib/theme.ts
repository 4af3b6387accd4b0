import { readCookie, serializeCookie } from "./cookies";

const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

/** Dark is the site's default until a visitor picks otherwise. */
export const DEFAULT_THEME: Theme = "dark";
export const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function otherTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

/** Reads the theme from a Cookie header; anything unexpected falls back to the default. */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function themeCookie(theme: Theme, { secure }: { secure: boolean }): string {
  return serializeCookie(THEME_COOKIE, theme, { maxAgeSeconds: ONE_YEAR_SECONDS, secure });
}
