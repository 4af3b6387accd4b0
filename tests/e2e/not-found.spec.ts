import { profile } from "../../app/content";
import { expect, test } from "./fixtures";

test("an unknown path shows the not-found page with a 404 status and a way home", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  await expect(page.getByText(/wandered off/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The shapes and particles are decoration only.
  const scenes = page.locator(".floating-scene");
  await expect(scenes).toHaveCount(2);
  for (const scene of await scenes.all()) await expect(scene).toHaveAttribute("aria-hidden", "true");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: profile.role })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 640, height: 450 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the drifting shapes never cross the 404 or the text, at any moment of their drift`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/no/such/page");
    const text = [
      page.getByText("404", { exact: true }),
      page.getByRole("heading", { level: 1 }),
      page.getByText(/wandered off/),
      page.getByRole("link", { name: "Back to Home" }),
    ];
    const textAreas = await Promise.all(text.map((locator) => locator.boundingBox()));
    // Every moment of the drift, from its start to its end, a quarter second apart.
    for (let time = 0; time <= 5000; time += 250) {
      const crossings = await page.evaluate(
        ({ time, areas }) => {
          document.getAnimations().forEach((animation) => {
            animation.pause();
            animation.currentTime = time;
          });
          return Array.from(document.querySelectorAll(".floating-shape, .floating-particle")).flatMap((shape) => {
            // What shows of a shape: its box, clipped by the band it lives in.
            const own = shape.getBoundingClientRect();
            const band = shape.parentElement?.getBoundingClientRect() ?? own;
            const left = Math.max(own.left, band.left);
            const right = Math.min(own.right, band.right);
            const top = Math.max(own.top, band.top);
            const bottom = Math.min(own.bottom, band.bottom);
            if (right <= left || bottom <= top) return [];
            return areas
              .filter((area) => area !== null && left < area.x + area.width && right > area.x && top < area.y + area.height && bottom > area.y)
              .map(() => `${shape.className} at ${time} ms`);
          });
        },
        { time, areas: textAreas },
      );
      expect(crossings).toEqual([]);
    }
  });
}
