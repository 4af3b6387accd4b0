import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens a page and waits until it is hydrated, for behaviour that exists only then: the
 * logo's animation, the carousel's buttons and keys. Everything else is tested straight
 * after `goto`. The chat box swaps the server's copy of its greeting for its own as soon as
 * the page is hydrated, so that copy leaving is the sign.
 */
export async function gotoInteractive(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await expect(page.locator("aside .chat-greeting-static")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Waits until every animation and transition that has an end has reached it (the chat box's
 * entrance, a dialog's), so colours are measured at rest. Endless ones (the cube, the caret)
 * are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Waits until no scroll of the page is under way: its position holds over two frames. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = window.scrollY;
    await frame();
    await frame();
    return window.scrollY === before;
  });
}
