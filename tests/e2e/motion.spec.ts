import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

/** Every animation and transition on the page that would still be moving 5 s after it began (WCAG 2.2.2). */
function movingPastFiveSeconds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 5000)
      .map((animation) => {
        const name =
          animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : "script";
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return `${name} on ${target instanceof Element ? target.className : "?"}`;
      }),
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px nothing on the home page moves for more than 5 s: the cube, the caret, after a logo click and a carousel move`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoInteractive(page);
    await expect(page.locator(".cube")).toHaveCount(1);
    expect(await movingPastFiveSeconds(page)).toEqual([]);
    await page.getByRole("banner").getByRole("button").first().click();
    await page.getByRole("button", { name: "Next project" }).click();
    expect(await movingPastFiveSeconds(page)).toEqual([]);
  });

  test(`at ${viewport.width} px nothing on the not-found page moves for more than 5 s`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/no/such/page");
    await expect(page.locator(".floating-shape").first()).toBeAttached();
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    expect(await movingPastFiveSeconds(page)).toEqual([]);
  });
}
