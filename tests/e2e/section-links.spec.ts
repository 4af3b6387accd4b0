import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

/** Each header link and the heading its section starts with. */
const HEADINGS: Record<string, string> = { About: profile.role, Skills: "Skills and Tools", Experience: "Experience", Projects: "Projects" };
/** Forwards, backwards, and back to the first one: every jump after the first used to do nothing. */
const JUMPS = ["Experience", "Projects", "About", "Skills", "Experience"];

/**
 * Where the section a heading opens stands: its top against the header's bottom, and whether the page is at its end.
 * The About section opens with the page's one h1 (the owner's role, which a job in Experience may share); the others with an h2.
 */
function placeOf(page: Page, name: string) {
  return page.getByRole("heading", { name, exact: true, level: name === HEADINGS["About"] ? 1 : 2 }).evaluate((heading) => {
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const section = heading.closest("section")?.getBoundingClientRect();
    if (!section) throw new Error(`"${heading.textContent}" opens no section.`);
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    return { belowHeader: section.top >= header - 1, nearHeader: section.top - header < 200, atEnd, inView: section.top < innerHeight };
  });
}

async function jumpAndCheck(page: Page, label: string, press: (link: ReturnType<Page["getByRole"]>) => Promise<void>) {
  const link = page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: label, exact: true });
  await press(link);
  await expect(page).toHaveURL(new RegExp(`#${label.toLowerCase()}$`));
  const heading = HEADINGS[label] ?? "";
  // Just under the header, or as close as the end of the page lets it come.
  await expect
    .poll(
      async () => {
        const place = await placeOf(page, heading);
        return place.belowHeader && place.inView && (place.nearHeader || place.atEnd);
      },
      { message: `${label} brings the section of "${heading}" under the header` },
    )
    .toBe(true);
}

test("at 1280 px, five clicks in a row on the header's links each bring their section under the header", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page);
  for (const label of JUMPS) await jumpAndCheck(page, label, (link) => link.click());
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("at 390 px, five taps in a row on the header's links each bring their section under the header", async ({ page }) => {
    await gotoInteractive(page);
    for (const label of JUMPS) await jumpAndCheck(page, label, (link) => link.tap());
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("each jump lands at once, with no scrolling in between, every time", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInteractive(page);
    // Every scroll position the page takes, frame by frame.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
      const sample = () => {
        if (seen.at(-1) !== window.scrollY) seen.push(window.scrollY);
        requestAnimationFrame(sample);
      };
      sample();
    });
    const positions = () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions.length);
    for (const label of JUMPS) {
      const before = await positions();
      await jumpAndCheck(page, label, (link) => link.click());
      // One new position per jump: no smooth scroll in between. The sampler sees the new position
      // at its next frame, which may come after the check above; two frames more would show a scroll.
      await expect.poll(positions).toBeGreaterThan(before);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await positions()).toBe(before + 1);
    }
  });
});
