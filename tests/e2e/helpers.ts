import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until its scripts have loaded and run (the network is quiet),
 * for behaviour that exists only once the page is hydrated: the logo's animation,
 * the carousel's buttons and keys. Everything else is tested straight after `goto`.
 */
export async function gotoInteractive(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}
