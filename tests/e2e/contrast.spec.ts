import type { Page } from "@playwright/test";
import { askButton, chat, input, openChat, suggestionButtons } from "./chat-page";
import { contrast, over, parseColour, type Rgba } from "./contrast";
import { expect, test } from "./fixtures";
import { animationsSettled, gotoInteractive } from "./helpers";

/** The colours behind an element, nearest first, up to the first opaque one. */
function backgroundsBehind(page: Page, selector: string, fromParent: boolean): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, fromParent) => {
      const layers: string[] = [];
      for (let node: Element | null = fromParent ? element.parentElement : element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour === "rgba(0, 0, 0, 0)") continue;
        layers.push(colour);
        if (!colour.startsWith("rgba") && !colour.includes("/")) break;
      }
      return layers;
    }, fromParent);
}

function flatten(layers: string[]): Rgba {
  const [bottom, ...rest] = [...layers].reverse().map(parseColour);
  if (!bottom) throw new Error("Nothing behind the element.");
  return rest.reduce((below, layer) => over(layer, below), bottom);
}

for (const theme of ["dark", "light"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "theme", value: theme, url: "http://127.0.0.1" }]);
    });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      test(`at ${viewport.width} px the chat field's edge, the suggestions' edges and the Ask button stand out 3:1 from the box`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoInteractive(page);
        await openChat(page);
        await animationsSettled(page);
        const box = flatten(await backgroundsBehind(page, "aside.chat-box details", false));
        const edges = [
          ["the chat field", await input(page).evaluate((field) => getComputedStyle(field).borderTopColor)],
          [
            "a suggestion",
            await suggestionButtons(page)
              .first()
              .evaluate((button) => getComputedStyle(button).borderTopColor),
          ],
          ["the Ask button", await askButton(page).evaluate((button) => getComputedStyle(button).backgroundColor)],
        ] as const;
        for (const [name, colour] of edges) {
          expect(contrast(over(parseColour(colour), box), box), `${name} against the chat box`).toBeGreaterThanOrEqual(3);
        }
        // The suggestions are outlined buttons; the page's skill tags have no outline and rounder corners.
        const [chip, tag] = await Promise.all([
          suggestionButtons(page)
            .first()
            .evaluate((button) => ({ border: getComputedStyle(button).borderTopWidth, radius: getComputedStyle(button).borderTopLeftRadius })),
          page
            .getByRole("region", { name: "Skills and Tools" })
            .getByRole("listitem")
            .getByRole("listitem")
            .first()
            .evaluate((item) => ({ border: getComputedStyle(item).borderTopWidth, radius: getComputedStyle(item).borderTopLeftRadius })),
        ]);
        expect(parseFloat(chip.border)).toBeGreaterThan(0);
        expect(parseFloat(tag.border)).toBe(0);
        expect(chip.radius).not.toBe(tag.radius);
      });
    }

    test("every text on the page's own background keeps 4.5:1 with the pointer's spotlight over it", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(theme);
      const spot = await page.getByTestId("spotlight").evaluate((layer) => /rgba\([^)]*\)/.exec(getComputedStyle(layer).backgroundImage)?.[0] ?? "");
      const pageColour = parseColour(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      const lit = over(parseColour(spot), pageColour);
      // Every element with text of its own and nothing but the page behind it: the spotlight shines through there.
      const texts = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("main *, footer *"))
          .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
          .filter((element) => {
            for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
              if (getComputedStyle(node).backgroundColor !== "rgba(0, 0, 0, 0)") return false;
            }
            return true;
          })
          .map((element) => ({ text: element.textContent?.trim().slice(0, 30) ?? "", colour: getComputedStyle(element).color })),
      );
      expect(texts.length).toBeGreaterThan(5);
      for (const { text, colour } of texts) {
        const ink = parseColour(colour);
        expect(contrast(over(ink, lit), lit), `"${text}" under the spotlight`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(over(ink, pageColour), pageColour), `"${text}"`).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a focused suggestion in the sideways row is scrolled into view with its focus ring whole", async ({ page }) => {
    await gotoInteractive(page);
    await openChat(page);
    const count = await suggestionButtons(page).count();
    expect(count).toBeGreaterThan(1);
    await askButton(page).focus();
    for (let n = 0; n < count; n++) {
      await page.keyboard.press("Tab");
      const chip = suggestionButtons(page).nth(n);
      await expect(chip).toBeFocused();
      await expect
        .poll(() =>
          chip.evaluate((button) => {
            const style = getComputedStyle(button);
            const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
            const own = button.getBoundingClientRect();
            const row = button.parentElement?.getBoundingClientRect();
            if (!row || ring <= 0) return false;
            return own.left - ring >= row.left && own.right + ring <= row.right && own.top - ring >= row.top && own.bottom + ring <= row.bottom;
          }),
        )
        .toBe(true);
    }
    await expect(chat(page)).toBeVisible();
  });
});
