import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

test("same-site paths are kept, with their hash", () => {
  expect(safeRedirectPath("/")).toBe("/");
  expect(safeRedirectPath("/#projects")).toBe("/#projects");
  expect(safeRedirectPath("/missing/page")).toBe("/missing/page");
});

test("anything that could leave the site falls back", () => {
  for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "/\nSet-Cookie: x", null, 42]) {
    expect(safeRedirectPath(bad)).toBe("/");
  }
});
