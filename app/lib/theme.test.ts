import { expect, test } from "vitest";
import { otherTheme, themeCookie, themeFromCookie } from "./theme";

test("a missing or foreign cookie gives the dark default", () => {
  expect(themeFromCookie(null)).toBe("dark");
  expect(themeFromCookie("session=abc; other=1")).toBe("dark");
  expect(themeFromCookie("theme=purple")).toBe("dark");
});

test("the theme cookie is read among others", () => {
  expect(themeFromCookie("a=1; theme=light; b=2")).toBe("light");
  expect(themeFromCookie("theme=dark")).toBe("dark");
});

test("otherTheme flips between the two themes", () => {
  expect(otherTheme("dark")).toBe("light");
  expect(otherTheme("light")).toBe("dark");
});

test("the cookie lasts a year, is site-wide, and is Secure only on https", () => {
  expect(themeCookie("light", { secure: false })).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
  expect(themeCookie("dark", { secure: true })).toContain("; Secure");
});
