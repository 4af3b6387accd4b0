import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { ask, asNewVisitor, chat, GREETING, gotoWhereBoxStartsOpen, input, reply, tabThroughThePage } from "./chat-page";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });
test.beforeEach(async ({ context }) => asNewVisitor(context));

const header = (page: Page) => chat(page).locator("summary");

test("on a narrow screen the box appears folded: a small bar with the avatar, 'Ask about …' and the greeting's first words", async ({ page }) => {
  await page.goto("/");
  await expect(chat(page)).toBeVisible();
  await expect(header(page)).toContainText(`Ask about ${profile.firstName}`);
  const preview = await header(page)
    .locator("[data-preview]")
    .evaluate((element) => getComputedStyle(element, "::before").content);
  expect(preview).toContain(GREETING.split(" ").slice(0, 3).join(" "));
  await expect(header(page).locator("[data-preview]")).toBeVisible();
  await expect(chat(page).getByRole("img", { name: `${profile.firstName}'s virtual sidekick` })).toBeVisible();
  await expect(input(page)).toBeHidden();
  const box = await chat(page).boundingBox();
  if (!box) throw new Error("The chat box has no size.");
  expect(box.height).toBeLessThanOrEqual(80);
  // A strip at the bottom: under a tenth of the screen.
  expect(box.width * box.height).toBeLessThan(0.1 * PHONE.width * PHONE.height);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
});

test("tapping the bar opens the box, a question gets its answer, and tapping the bar folds it again", async ({ page }) => {
  await page.goto("/");
  await header(page).tap();
  await expect(input(page)).toBeVisible();
  // The greeting is there (typed from 2 s after load, open or not).
  await expect(reply(page)).toHaveText(GREETING, { timeout: 10_000 });
  await ask(page, "Who is he?");
  await expect(reply(page)).toContainText('You asked "Who is he?"');
  await header(page).tap();
  await expect(input(page)).toBeHidden();
  const box = await chat(page).boundingBox();
  expect(box?.height).toBeLessThanOrEqual(80);
});

test("the open box folds when a tap or focus goes elsewhere, or on Escape", async ({ page }) => {
  await page.goto("/");
  await expect(chat(page)).toBeVisible();

  await header(page).tap();
  await expect(input(page)).toBeVisible();
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(input(page)).toBeHidden();

  await header(page).tap();
  await input(page).focus();
  await page.keyboard.press("Escape");
  await expect(input(page)).toBeHidden();
  await expect(header(page)).toBeFocused();

  await header(page).tap();
  await header(page).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(input(page)).toBeHidden();
});

test("Tab reaches every focusable element of the page, and the folded box covers none of them", async ({ page }) => {
  await page.goto("/");
  await expect(chat(page)).toBeVisible();
  await expect(input(page)).toBeHidden();
  const reached = await tabThroughThePage(page);
  expect(reached).toBeGreaterThan(20);
});

test("on a wide screen the box stays open, as before", async ({ page }) => {
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  await expect(input(page)).toBeVisible();
  await expect(reply(page)).toHaveText(GREETING, { timeout: 10_000 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a narrow screen the box is open and usable, and still never covers a focused element", async ({ page }) => {
    await page.goto("/");
    await expect(input(page)).toBeVisible();
    await expect(reply(page)).toHaveText(GREETING);
    const reached = await tabThroughThePage(page);
    expect(reached).toBeGreaterThan(20);
  });
});
