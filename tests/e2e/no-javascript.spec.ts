import { experience, profile, projects, skillGroups } from "../../app/content";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("without JavaScript every section renders in full and the carousel is a scroller of every card", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: profile.role })).toBeVisible();
  for (const { title } of skillGroups) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  // In the Experience section: a title may also be the owner's role in the page's heading, or held twice.
  const roles = page.getByRole("region", { name: "Experience" });
  for (const title of new Set(experience.map((entry) => entry.title))) await expect(roles.getByText(title, { exact: true }).first()).toBeVisible();
  const carousel = page.getByRole("region", { name: "Projects" });
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(projects.length);
  // Every card is reachable: none is hidden from assistive technology or the keyboard.
  await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden]')).toHaveCount(0);
  const last = carousel.getByRole("group", { name: `${projects.length} of ${projects.length}` });
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole("heading", { name: projects[projects.length - 1]?.name })).toBeVisible();
  // The page itself does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test("without JavaScript the theme toggle posts a form and the page comes back in the new theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("dark");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveClass("light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass("dark");
});

test("without JavaScript 'Hire Me!' still opens the dialog in browsers with HTML invokers", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Hire Me!" }).click();
  const dialog = page.getByRole("dialog", { name: `you have summoned ${`${profile.firstName} ${profile.lastName}`.toLowerCase()}!` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
