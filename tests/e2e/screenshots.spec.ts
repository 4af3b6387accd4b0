import { mkdirSync } from "node:fs";
import { expect, test } from "./fixtures";

// The README shows the page in each theme; these pictures are taken here so they always match the code.
const DIRECTORY = "docs/screenshots";

for (const theme of ["dark", "light"] as const) {
  test(`screenshot of the home page in the ${theme} theme`, async ({ page, context }) => {
    mkdirSync(DIRECTORY, { recursive: true });
    await context.addCookies([{ name: "theme", value: theme, url: "http://127.0.0.1" }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(theme);
    await page.mouse.move(420, 260);
    // The picture shows the chat box once it has greeted the visitor.
    await expect(page.getByRole("complementary", { name: "Chat with the virtual sidekick" })).toContainText(
      "Ask me anything!",
      { timeout: 10_000 },
    );
    const shot = await page.screenshot({ path: `${DIRECTORY}/home-${theme}.png`, animations: "disabled" });
    expect(shot.byteLength).toBeGreaterThan(10_000);
  });
}
