import { expect, test } from "@playwright/test";

// The watch that every other browser test runs with (fixtures.ts) is only worth something if
// the policy really blocks: here an injected inline script and style attribute must be refused.
test("the Content-Security-Policy blocks an injected inline script and style, and reports it", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(event.violatedDirective),
    );
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  await page.evaluate(() => {
    // What an HTML injection would try: an inline event handler.
    const trap = document.createElement("div");
    trap.innerHTML = '<img src="/favicon.svg?injected" onload="window.injected = true">';
    document.body.appendChild(trap);
    const styled = document.createElement("div");
    styled.innerHTML = '<p style="color: red">injected</p>';
    document.body.appendChild(styled);
  });
  await expect.poll(() => violations).toEqual(expect.arrayContaining([expect.stringMatching(/^style-src/)]));
  await expect.poll(() => violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  expect(violations.some((v) => v.startsWith("style-src"))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
