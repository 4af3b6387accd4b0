/** The few lines of cookie handling the site needs (the theme and the no-JS chat answer). */

/** The value of one cookie in a Cookie header, or null when it is not there. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The name of every cookie in a Cookie header, in order (a part without "=" counts as a name). */
export function cookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => part.split("=")[0]?.trim() ?? "");
}

interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
  /** Browsers drop Secure cookies on plain-http origins other than localhost, so only mark it on https. */
  secure: boolean;
}

/** A Set-Cookie value for the whole site, SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [`${name}=${value}`, "Path=/", `Max-Age=${options.maxAgeSeconds}`];
  if (options.httpOnly) attributes.push("HttpOnly");
  attributes.push("SameSite=Lax");
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
