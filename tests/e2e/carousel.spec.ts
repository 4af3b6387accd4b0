import type { Page } from "@playwright/test";
import { projects, type Project } from "../../app/content";
import { codeHostOf } from "../../app/lib/code-host";
import { formatDeployLine, shownDeploys } from "../../app/lib/deploy-line";
import { expect, test } from "./fixtures";
import { animationsSettled, gotoInteractive, scrollSettled } from "./helpers";

const count = projects.length;
/** The project at a position of the loop, wrapping at both ends (0 is the first). */
const at = (index: number): Project => projects[((index % count) + count) % count] as Project;

const carousel = (page: Page) => page.getByRole("region", { name: "Projects" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of ${count}`, exact: true, includeHidden: true });
const currentName = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getByRole("heading");

test("the carousel follows the ARIA pattern and shows the first project with its neighbours at the sides", async ({ page }) => {
  await gotoInteractive(page);
  const region = carousel(page);
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await expect(region.getByRole("group", { includeHidden: true })).toHaveCount(count);
  await expect(currentName(page)).toHaveText(at(0).name);
  await expect(slide(page, 1)).not.toHaveAttribute("aria-hidden");
  await expect(slide(page, 1).getByRole("link", { name: at(0).name, exact: true })).toHaveAccessibleDescription("Opens in a new tab");
  if (count >= 3) {
    // The neighbours show as side cards, hidden from assistive technology.
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, count)).toBeVisible();
    await expect(slide(page, 2)).toHaveAttribute("aria-hidden", "true");
  }
  // A card that is neither current nor a neighbour is not shown.
  if (count >= 4) await expect(slide(page, 3)).toBeHidden();
});

test("previous and next wrap around both ends", async ({ page }) => {
  await gotoInteractive(page);
  await carousel(page).getByRole("button", { name: "Previous project" }).click();
  await expect(currentName(page)).toHaveText(at(-1).name);
  await carousel(page).getByRole("button", { name: "Next project" }).click();
  await expect(currentName(page)).toHaveText(at(0).name);
  for (let i = 0; i < count; i++) await carousel(page).getByRole("button", { name: "Next project" }).click();
  await expect(currentName(page)).toHaveText(at(0).name);
});

test("arrow keys move the carousel while one of its buttons has focus", async ({ page }) => {
  test.skip(count < 2, "one project has no buttons and nowhere to move to");
  await gotoInteractive(page);
  await carousel(page).getByRole("button", { name: "Previous project" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(currentName(page)).toHaveText(at(1).name);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(currentName(page)).toHaveText(at(-1).name);
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
  test.skip(count < 2, "one project has nowhere to move to");
  await gotoInteractive(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await drag(page, -40);
  await expect(currentName(page)).toHaveText(at(0).name);
  await drag(page, 40);
  await expect(currentName(page)).toHaveText(at(0).name);
  await drag(page, -41);
  await expect(currentName(page)).toHaveText(at(1).name);
  await drag(page, 41);
  await expect(currentName(page)).toHaveText(at(0).name);
  // A drag never opens the card's link.
  expect(page.context().pages()).toHaveLength(1);
});

/** Moves the carousel forward from the project at `from` to the one at `to` and returns its slide. */
async function showProject(page: Page, from: number, to: number) {
  const next = carousel(page).getByRole("button", { name: "Next project" });
  for (let i = from; i < to; i++) await next.click();
  await expect(currentName(page)).toHaveText(at(to).name);
  return slide(page, to + 1);
}

test("each card shows its stack and deploy lines, its buttons, and links to the live site or the code", async ({ page }) => {
  await gotoInteractive(page);
  // The first card, a card without a live site, a card with nothing deployed and one with a deploy link, when the content has them.
  const indexes = [
    0,
    projects.findIndex((project) => !project.live),
    projects.findIndex((project) => formatDeployLine(project.deploy) === null),
    projects.findIndex((project) => shownDeploys(project.deploy).some((entry) => entry.href)),
  ].filter((index, i, all) => index >= 0 && all.indexOf(index) === i);
  let shown = 0;
  for (const index of indexes.sort((a, b) => a - b)) {
    const project = at(index);
    const card = await showProject(page, shown, index);
    shown = index;
    await expect(card).toContainText(`Stack: ${project.stack.join(", ")}`);
    const deploy = formatDeployLine(project.deploy);
    if (deploy) await expect(card).toContainText(deploy);
    else await expect(card).not.toContainText("Deploy —");
    for (const { label, name, href } of shownDeploys(project.deploy)) {
      if (href) await expect(card.getByRole("link", { name: `${label}: ${name}`, exact: true })).toHaveAttribute("href", href);
    }
    // The whole card links to the live site, or to the code when there is none.
    await expect(card.getByRole("link", { name: project.name, exact: true })).toHaveAttribute("href", project.live || project.github);
    const code = card.getByRole("link", { name: codeHostOf(project.github).label, exact: true });
    if (project.github) {
      await expect(code).toHaveAttribute("href", project.github);
      await expect(code).toHaveAccessibleDescription(`${project.name} Opens in a new tab`);
    } else {
      await expect(code).toHaveCount(0);
    }
    const live = card.getByRole("link", { name: "Live", exact: true });
    if (project.live) await expect(live).toHaveAttribute("href", project.live);
    else await expect(live).toHaveCount(0);
  }
});

test("each card is as tall as its own content, with or without a screenshot", async ({ page }) => {
  await gotoInteractive(page);
  const next = carousel(page).getByRole("button", { name: "Next project" });
  for (let index = 0; index < Math.min(count, 6); index++) {
    const card = slide(page, index + 1).getByRole("article");
    // The space under the card's last line is its own padding, never a gap left by a taller card.
    const gap = await card.evaluate((article) => {
      const last = article.lastElementChild?.getBoundingClientRect().bottom ?? 0;
      return article.getBoundingClientRect().bottom - last - Number.parseFloat(getComputedStyle(article).paddingBottom);
    });
    expect(gap, at(index).name).toBeLessThanOrEqual(2);
    if (index + 1 < count) await next.click();
  }
});

/** Waits until the cards have stopped moving (a move cut short by the next one counts as over). */
const cardsAtRest = (page: Page) =>
  carousel(page).evaluate((region) => Promise.allSettled(region.getAnimations({ subtree: true }).map((motion) => motion.finished)));

/** The link of the current card's title: the card's own link. */
const currentTitleLink = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getByRole("heading").getByRole("link");

for (const { viewport, reducedMotion, named } of [
  { viewport: { width: 1280, height: 800 }, reducedMotion: "no-preference", named: "" },
  { viewport: { width: 390, height: 844 }, reducedMotion: "no-preference", named: "" },
  { viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", named: " under reduced motion" },
] as const) {
  test(`at ${viewport.width} px${named}, focus on a card follows the carousel's moves by arrow keys, Home and End`, async ({ page }) => {
    test.skip(count < 3, "needs a first, a middle and a last project");
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion });
    await gotoInteractive(page);
    await expect(currentTitleLink(page)).toHaveText(at(0).name);
    // The first key straight after the focus, from the top of the page: with motion the browser
    // is still scrolling to the card, as when a visitor tabs to it and presses an arrow at once.
    await currentTitleLink(page).focus();
    for (const [key, expected] of [
      ["ArrowRight", at(1)],
      ["ArrowRight", at(2)],
      ["ArrowLeft", at(1)],
      ["End", at(-1)],
      ["Home", at(0)],
      ["ArrowLeft", at(-1)],
    ] as const) {
      await page.keyboard.press(key);
      await expect(currentName(page)).toHaveText(expected.name);
      const link = page.getByRole("link", { name: expected.name, exact: true });
      await expect(link).toBeFocused();
      // The focused link is on screen, not in a card pushed to the side, once the card and the
      // page are at rest: a scroll still under way could yet carry it off.
      await cardsAtRest(page);
      await scrollSettled(page);
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
}

test("Home and End go to the first and the last project while one of its buttons has focus", async ({ page }) => {
  test.skip(count < 2, "one project has no buttons and nowhere to move to");
  await gotoInteractive(page);
  const next = carousel(page).getByRole("button", { name: "Next project" });
  await next.focus();
  await page.keyboard.press("End");
  await expect(currentName(page)).toHaveText(at(-1).name);
  await expect(next).toBeFocused();
  await page.keyboard.press("Home");
  await expect(currentName(page)).toHaveText(at(0).name);
});

test("the side cards are inert: Tab and a script's focus never reach their links", async ({ page }) => {
  test.skip(count < 3, "needs two side cards");
  await gotoInteractive(page);
  for (const n of [2, count]) {
    await expect(slide(page, n)).toHaveAttribute("inert", "");
    const reached = await slide(page, n).evaluate((card) =>
      Array.from(card.querySelectorAll<HTMLElement>("a, button")).some((link) => {
        link.focus();
        return document.activeElement === link;
      }),
    );
    expect(reached).toBe(false);
  }
  // Tab from the current card's last control leaves the carousel.
  await slide(page, 1).getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("[data-position]")?.getAttribute("data-position") ?? null)).toBeNull();
});

/** The middle of the strip of a side card that shows beside the current one. */
async function sideStrip(page: Page, n: number, shown: number, side: "prev" | "next") {
  const [card, current, track] = await Promise.all([slide(page, n).boundingBox(), slide(page, shown).boundingBox(), carousel(page).boundingBox()]);
  if (!card || !current || !track) throw new Error("The carousel is not on screen.");
  const left = side === "next" ? current.x + current.width : Math.max(card.x, track.x);
  const right = side === "next" ? Math.min(card.x + card.width, track.x + track.width) : current.x;
  expect(right - left, "a strip of the side card shows").toBeGreaterThan(4);
  // Cards are as tall as their own content: aim at the middle of the height both cards share.
  const top = Math.max(card.y, current.y);
  const bottom = Math.min(card.y + card.height, current.y + current.height);
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

/** Whether a new tab opens within the given time (or was already opened besides the test's page). */
async function tabOpenedWithin(page: Page, ms: number): Promise<boolean> {
  const opened = await page
    .context()
    .waitForEvent("page", { timeout: ms })
    .then(() => true)
    .catch(() => false);
  return opened || page.context().pages().length > 1;
}

test("at 1280 px a click on a side card brings it to the centre and opens nothing", async ({ page }) => {
  test.skip(count < 3, "needs two side cards");
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page);
  await carousel(page).scrollIntoViewIfNeeded();
  const next = await sideStrip(page, 2, 1, "next");
  await page.mouse.click(next.x, next.y);
  await expect(currentName(page)).toHaveText(at(1).name);
  // The cards finish moving before the other side is aimed at.
  await animationsSettled(page);
  const prev = await sideStrip(page, 1, 2, "prev");
  await page.mouse.click(prev.x, prev.y);
  await expect(currentName(page)).toHaveText(at(0).name);
  expect(await tabOpenedWithin(page, 1000)).toBe(false);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("at 390 px a tap on a side card's strip brings it to the centre and opens nothing", async ({ page }) => {
    test.skip(count < 3, "needs two side cards");
    await gotoInteractive(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const prev = await sideStrip(page, count, 1, "prev");
    const opened = tabOpenedWithin(page, 1500);
    await page.touchscreen.tap(prev.x, prev.y);
    await expect(currentName(page)).toHaveText(at(-1).name);
    // A late click from the tap would open the card's link after the card has moved in.
    expect(await opened).toBe(false);
  });
});
