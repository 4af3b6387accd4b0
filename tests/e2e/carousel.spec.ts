import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

const carousel = (page: Page) => page.getByRole("region", { name: "Projects" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 11`, exact: true, includeHidden: true });
const currentName = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getByRole("heading");

test("the carousel follows the ARIA pattern and shows the first project with its neighbours at the sides", async ({
  page,
}) => {
  await gotoInteractive(page);
  const region = carousel(page);
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await expect(region.getByRole("group", { includeHidden: true })).toHaveCount(11);
  await expect(currentName(page)).toHaveText("VanLife");
  // The neighbours show as side cards, hidden from assistive technology.
  await expect(slide(page, 2)).toBeVisible();
  await expect(slide(page, 11)).toBeVisible();
  await expect(slide(page, 2)).toHaveAttribute("aria-hidden", "true");
  await expect(slide(page, 1)).not.toHaveAttribute("aria-hidden");
  await expect(slide(page, 1).getByRole("link", { name: "VanLife", exact: true })).toHaveAccessibleDescription(
    "Opens in a new tab",
  );
  await expect(slide(page, 5)).toBeHidden();
});

test("previous and next wrap around both ends", async ({ page }) => {
  await gotoInteractive(page);
  await carousel(page).getByRole("button", { name: "Previous project" }).click();
  await expect(currentName(page)).toHaveText("Hangman Game in React");
  await carousel(page).getByRole("button", { name: "Next project" }).click();
  await expect(currentName(page)).toHaveText("VanLife");
  for (let i = 0; i < 11; i++) await carousel(page).getByRole("button", { name: "Next project" }).click();
  await expect(currentName(page)).toHaveText("VanLife");
});

test("arrow keys move the carousel while it has focus", async ({ page }) => {
  await gotoInteractive(page);
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(currentName(page)).toHaveText("Job Board");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(currentName(page)).toHaveText("Hangman Game in React");
});

async function drag(page: Page, dx: number) {
  // From the middle of the carousel, which the current card covers.
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error("The carousel is not on screen.");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

test("a drag of more than 40 px changes the card, 40 px or less does not", async ({ page }) => {
  await gotoInteractive(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await drag(page, -40);
  await expect(currentName(page)).toHaveText("VanLife");
  await drag(page, 40);
  await expect(currentName(page)).toHaveText("VanLife");
  await drag(page, -41);
  await expect(currentName(page)).toHaveText("Job Board");
  await drag(page, 41);
  await expect(currentName(page)).toHaveText("VanLife");
  // A drag never opens the card's link.
  expect(page.context().pages()).toHaveLength(1);
});

test("each card shows its stack and deploy lines, its buttons, and links to the live site or the code", async ({
  page,
}) => {
  await gotoInteractive(page);
  const first = slide(page, 1);
  await expect(first).toContainText("Stack: React, React Router, Firebase, CSS Modules");
  await expect(first).toContainText("Deploy — Frontend: Netlify · Backend: Firebase · DB: Firestore");
  await expect(first.getByRole("link", { name: "VanLife", exact: true })).toHaveAttribute("href", "https://vanlife.example.com");
  await expect(first.getByRole("link", { name: "GitHub", exact: true })).toHaveAttribute(
    "href",
    "https://github.com/arun-kumar-example/vanlife",
  );
  await expect(first.getByRole("link", { name: "GitHub", exact: true })).toHaveAccessibleDescription(
    "VanLife Opens in a new tab",
  );
  await expect(first.getByRole("link", { name: "Live", exact: true })).toHaveAttribute("href", "https://vanlife.example.com");

  const next = carousel(page).getByRole("button", { name: "Next project" });
  await next.click();
  await next.click();
  const auth = slide(page, 3);
  // No live site: the card links to the code and has no Live button.
  await expect(auth.getByRole("link", { name: "Auth Service", exact: true })).toHaveAttribute(
    "href",
    "https://github.com/arun-kumar-example/auth-service",
  );
  await expect(auth.getByRole("link", { name: "Live", exact: true })).toHaveCount(0);
  await expect(auth.getByRole("link", { name: "GitHub", exact: true })).toBeVisible();
  await expect(auth).toContainText("Deploy — Backend: Render · DB: Render PostgreSQL");

  // Every deploy value 'TBD': no deploy line at all.
  for (let i = 0; i < 6; i++) await next.click();
  await expect(currentName(page)).toHaveText("RiaxPrime");
  await expect(slide(page, 9)).toContainText("Stack:");
  await expect(slide(page, 9)).not.toContainText("Deploy —");
});
