export const THEMES = ["dark", "light"] as const;
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
  if (!cookieHeader) return DEFAULT_THEME;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === THEME_COOKIE && isTheme(value)) return value;
  }
  return DEFAULT_THEME;
}

export function themeCookie(theme: Theme, { secure }: { secure: boolean }): string {
  const attributes = [`${THEME_COOKIE}=${theme}`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "SameSite=Lax"];
  // Browsers drop Secure cookies on plain-http origins other than localhost, so only mark it on https.
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
