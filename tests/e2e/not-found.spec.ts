import { profile } from "../../app/content";
import { expect, test } from "./fixtures";

test("an unknown path shows the not-found page with a 404 status and a way home", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  await expect(page.getByText(/wandered off/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The shapes and particles are decoration only.
  const shapes = page.locator(".floating-scene");
  await expect(shapes).toHaveAttribute("aria-hidden", "true");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: profile.role })).toBeVisible();
});
