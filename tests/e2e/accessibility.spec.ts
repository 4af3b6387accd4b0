import AxeBuilder from "@axe-core/playwright";
import { profile } from "../../app/content";
import { expect, test } from "./fixtures";
import { animationsSettled, gotoInteractive } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const theme of ["dark", "light"] as const) {
  for (const [label, path] of [
    ["home page", "/"],
    ["not-found page", "/no/such/page"],
  ] as const) {
    test(`the ${label} has no axe violations in the ${theme} theme`, async ({ page, context }) => {
      await context.addCookies([{ name: "theme", value: theme, url: "http://127.0.0.1" }]);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme);
      await animationsSettled(page);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

test("the open hire dialog has no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Hire Me!" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("every control can be reached by keyboard and shows a focus ring", async ({ page }) => {
  await page.goto("/");
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "",
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focused) continue;
    expect(focused.ring, `focus ring on ${focused.name}`).toBe(true);
    seen.add(focused.name);
  }
  for (const name of [
    "Skip to content",
    `${profile.firstName}, back to top`,
    "About",
    "Switch to light theme",
    "Hire Me!",
    ...profile.links.map((link) => link.label),
  ]) {
    expect([...seen]).toContain(name);
  }
});

test("under reduced motion the cube, the logo and the spotlight stand still", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await gotoInteractive(page);
  const cubeAnimations = await page.evaluate(
    () => document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === "cube-turn" && a.playState === "running").length,
  );
  expect(cubeAnimations).toBe(0);
  const logo = page.getByRole("banner").getByRole("button", { name: /, back to top$/ });
  const shown = await logo.evaluateHandle((button) => {
    const texts: string[] = [];
    new MutationObserver(() => texts.push(button.textContent ?? "")).observe(button, {
      subtree: true,
      characterData: true,
      childList: true,
    });
    return texts;
  });
  await logo.click();
  await expect(logo).toHaveText(new RegExp(`^${profile.initials}`));
  // No typing animation: the initials came in one change, with no step before them.
  expect(await shown.evaluate((texts) => texts.map((text) => text.replace(/_$/, "")))).toEqual([profile.initials]);
  // A pointer move, seen by the page and followed by a frame (when the spotlight would write),
  // leaves the spotlight where it was.
  await page.evaluate(() => {
    (window as unknown as { moved: Promise<void> }).moved = new Promise((resolve) =>
      window.addEventListener("pointermove", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
      }),
    );
  });
  await page.mouse.move(100, 100);
  await page.evaluate(() => (window as unknown as { moved: Promise<void> }).moved);
  expect(await page.getByTestId("spotlight").evaluate((el) => el.style.getPropertyValue("--spot-x"))).toBe("");
  await context.close();
});
