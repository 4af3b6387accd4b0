import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { asNewVisitor, chat, gotoWhereBoxStartsOpen, input, openChat, tabThroughThePage } from "./chat-page";
import { expect, test } from "./fixtures";
import { animationsSettled, gotoInteractive } from "./helpers";

/** Common screens, from the smallest phone up; 640×450 is a 1280×900 window at 200 % zoom. */
const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 640, height: 450 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
const label = ({ width, height }: { width: number; height: number }) => `${width}×${height}`;

test.beforeEach(async ({ context }) => asNewVisitor(context));

/** The page's controls on screen (outside the chat box) that the box overlaps, by name. */
function controlsUnderTheBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector("aside.chat-box")?.getBoundingClientRect();
    if (!box) throw new Error("No chat box.");
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])");
    return Array.from(controls)
      .filter((control) => !control.closest("aside.chat-box"))
      .filter((control) => {
        const area = control.getBoundingClientRect();
        const onScreen = area.width > 0 && area.bottom > 0 && area.top < innerHeight;
        return onScreen && area.left < box.right && area.right > box.left && area.top < box.bottom && area.bottom > box.top;
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName);
  });
}

for (const size of SIZES) {
  test(`at ${label(size)} the chat box covers none of the first screen's controls when the page loads`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await expect(chat(page)).toBeVisible();
    await animationsSettled(page);
    expect(await controlsUnderTheBox(page)).toEqual([]);
    const box = await chat(page).boundingBox();
    if (!box) throw new Error("The chat box has no size.");
    // Open or folded, it keeps to a corner: at most about a quarter of the screen.
    expect(box.width * box.height).toBeLessThanOrEqual(0.25 * size.width * size.height);
  });
}

for (const size of [
  { width: 640, height: 450 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`at ${label(size)} Tab reaches every control and the chat box covers none of them`, async ({ page }) => {
    await page.setViewportSize(size);
    await gotoInteractive(page);
    expect(await tabThroughThePage(page)).toBeGreaterThan(20);
  });
}

test("on a desktop where the box starts open, Tab through the page never lands under it", async ({ page }) => {
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  await expect(input(page)).toBeVisible();
  expect(await tabThroughThePage(page)).toBeGreaterThan(20);
});

test("focus leaving the open box for the page folds it, at any width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page);
  await openChat(page);
  await input(page).focus();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Skills" }).focus();
  await expect(input(page)).toBeHidden();
  await openChat(page);
  await input(page).press("Escape");
  await expect(input(page)).toBeHidden();
  await expect(chat(page).locator("summary")).toBeFocused();
});

for (const size of [
  { width: 390, height: 844 },
  { width: 640, height: 450 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`at ${label(size)} the page scrolls its last content clear of the chat box`, async ({ page }) => {
    await page.setViewportSize(size);
    await gotoInteractive(page);
    const email = page.getByRole("contentinfo").getByRole("link", { name: profile.email });
    await expect
      .poll(async () => {
        // Again on every try, as a visitor would: sections drawn on approach can grow the page under the first jump.
        await page.keyboard.press("End");
        const [link, box] = await Promise.all([email.boundingBox(), chat(page).boundingBox()]);
        return link && box ? link.y + link.height <= box.y : false;
      })
      .toBe(true);
  });
}
