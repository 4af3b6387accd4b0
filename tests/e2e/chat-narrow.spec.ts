import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { ask, asNewVisitor, chat, GREETING, input, reply } from "./chat-page";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });
test.beforeEach(async ({ context }) => asNewVisitor(context));

const header = (page: Page) => chat(page).locator("summary");

/** How much of the focused element (outside the chat box) the box covers, in square pixels. */
function focusedAreaUnderTheBox(page: Page): Promise<number> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const box = document.querySelector("aside.chat-box");
    if (!focused || focused === document.body || !box || box.contains(focused)) return 0;
    const a = focused.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return width > 0 && height > 0 ? Math.round(width * height) : 0;
  });
}

/** Tabs through the whole page once; for each focused element, waits until focus scrolling has settled. */
async function tabThroughThePage(page: Page): Promise<number> {
  const seen = new Set<string>();
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      focused.dataset.tabOrder ??= String(document.querySelectorAll("[data-tab-order]").length);
      return `${focused.dataset.tabOrder} ${focused.tagName} ${focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 40)}`;
    });
    if (key === null) continue;
    if (seen.has(key)) break;
    seen.add(key);
    await expect.poll(() => focusedAreaUnderTheBox(page), { message: `${key} is under the chat box` }).toBe(0);
  }
  return seen.size;
}

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
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
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
