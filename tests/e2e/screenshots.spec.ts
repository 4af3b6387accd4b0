import { mkdirSync } from "node:fs";
import { chat, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

// The README shows the page in each theme; these pictures are taken here so they always match
// the code. They are files in the repository, so only `npm run screenshots` takes them: a test
// run leaves the working tree as it found it.
const DIRECTORY = "docs/screenshots";
const TAKING = process.env.npm_lifecycle_event === "screenshots";

for (const theme of ["dark", "light"] as const) {
  test(`screenshot of the home page in the ${theme} theme`, async ({ page, context }) => {
    test.skip(!TAKING, "README screenshots are taken by `npm run screenshots`");
    mkdirSync(DIRECTORY, { recursive: true });
    await context.addCookies([{ name: "theme", value: theme, url: "http://127.0.0.1" }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(theme);
    // The picture shows the chat box once it has typed its greeting to the end, and the
    // spotlight where the pointer is (moved once the page's scripts listen).
    await expect(chat(page)).toBeVisible();
    await waitUntilGreeted(page);
    await page.mouse.move(420, 260);
    const shot = await page.screenshot({ path: `${DIRECTORY}/home-${theme}.png`, animations: "disabled" });
    expect(shot.byteLength).toBeGreaterThan(10_000);
  });
}
