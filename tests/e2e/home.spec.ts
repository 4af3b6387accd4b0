import { basename, extname } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { experience, profile, skillGroups } from "../../app/content";
import { parsePhoneNumber } from "libphonenumber-js/min";
import { logoSteps } from "../../app/lib/logo-steps";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

test("the header has the logo, section links and a theme toggle, and the page has every section", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: `${profile.firstName}, back to top` })).toBeVisible();
  await expect(header.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  const nav = header.getByRole("navigation", { name: "Sections" });
  for (const [name, id] of [
    ["About", "about"],
    ["Skills", "skills"],
    ["Experience", "experience"],
    ["Projects", "projects"],
  ]) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", `/#${id}`);
  }
  await expect(page.getByRole("heading", { level: 1, name: profile.role })).toBeVisible();
  for (const title of ["Skills and Tools", "Experience", "Projects"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  for (const { title } of skillGroups) {
    await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/#projects$/);
  await expect(page.getByRole("heading", { level: 2, name: "Projects" })).toBeInViewport();
});

test("a skip link jumps past the header to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the logo shrinks to the initials and grows back a character at a time, ignoring a click meanwhile", async ({ page }) => {
  const { firstName, initials } = profile;
  const shrink = logoSteps(firstName, initials);
  const grow = logoSteps(initials, firstName);
  expect(shrink.length, "the animation has a middle to click in").toBeGreaterThan(1);
  await gotoInteractive(page);
  const logo = page.getByRole("banner").getByRole("button", { name: /, back to top$/ });
  await expect(logo).toHaveText(new RegExp(`^${firstName}`));
  // Record every text the logo shows and every click, in order. The first change of each
  // animation clicks again at once, while steps are still to come: that click must change nothing.
  await logo.evaluate((button: HTMLElement) => {
    const log: string[] = [];
    (window as unknown as { logoLog: typeof log }).logoLog = log;
    // The letters are the text beside the caret's element.
    const text = () =>
      Array.from(button.querySelector("[data-testid=logo-text]")?.childNodes ?? [])
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("");
    let clickDuringAnimation = false;
    button.addEventListener("click", () => {
      log.push("click");
      clickDuringAnimation = !clickDuringAnimation;
    });
    new MutationObserver(() => {
      log.push(text());
      if (clickDuringAnimation) button.click();
    }).observe(button, { subtree: true, characterData: true, childList: true });
  });
  await logo.click();
  await expect(logo).toHaveText(new RegExp(`^${initials}`));
  await expect(logo).toHaveAccessibleName(`${initials}, back to top`);
  await logo.click();
  await expect(logo).toHaveText(new RegExp(`^${firstName}`));
  await expect(logo).toHaveAccessibleName(`${firstName}, back to top`);
  // Every step of both ways, in order, and nothing from the clicks made meanwhile.
  const log = await page.evaluate(() => (window as unknown as { logoLog: string[] }).logoLog);
  const [firstStep, ...restOfShrink] = shrink;
  const [firstGrowStep, ...restOfGrow] = grow;
  expect(log).toEqual(["click", firstStep, "click", ...restOfShrink, "click", firstGrowStep, "click", ...restOfGrow]);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the logo takes the visitor back to the top, named for what it shows and does`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoInteractive(page);
    const logo = page.getByRole("banner").getByRole("button", { name: `${profile.firstName}, back to top`, exact: true });
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Projects" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Projects" })).toBeInViewport();
    await logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1, name: profile.role })).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("button", { name: `${profile.initials}, back to top`, exact: true })).toHaveText(
      new RegExp(`^${profile.initials}`),
    );
  });
}

test("the console greets developers and invites recruiters by e-mail", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/");
  await expect.poll(() => messages.length).toBeGreaterThanOrEqual(3);
  expect(messages.some((text) => /hey|hello|welcome/i.test(text))).toBe(true);
  expect(messages.some((text) => /hiring/i.test(text) && text.includes(profile.email))).toBe(true);
});

test("the portrait swaps to the alternate while the pointer is over it", async ({ page }) => {
  await page.goto("/");
  const { default: first, alternate } = profile.portraits;
  // Its name follows the image shown: either portrait's description.
  const portrait = page.getByRole("img", { name: new RegExp(`^(${escapeRegExp(first.alt)}|${escapeRegExp(alternate.alt)})$`) });
  // The file the browser shows: the portrait itself, or the copy of it the build made (same name, a width and a fingerprint).
  // Before the browser has picked a file, `currentSrc` is empty: nothing shown yet, so poll again.
  const shown = () =>
    portrait.evaluate((img: HTMLImageElement) => (img.currentSrc ? decodeURIComponent(new URL(img.currentSrc).pathname.split("/").pop() ?? "") : ""));
  const copyOf = (src: string) => new RegExp(`^${escapeRegExp(basename(src, extname(src)))}(-\\d+w-\\w+\\.\\w+|${escapeRegExp(extname(src))})$`);
  await expect.poll(shown).toMatch(copyOf(first.src));
  await portrait.hover();
  await expect.poll(shown).toMatch(copyOf(alternate.src));
  await page.mouse.move(5, 400);
  await expect.poll(shown).toMatch(copyOf(first.src));
  // Its width and height are the file's own, so nothing moves while it loads.
  const size = await portrait.evaluate((img: HTMLImageElement) => [img.getAttribute("width"), img.getAttribute("height")]);
  const file = await sharp(fileURLToPath(new URL(`../../public${first.src}`, import.meta.url))).metadata();
  expect(size).toEqual([String(file.autoOrient.width), String(file.autoOrient.height)]);
});

test("the contact links have names and the right destinations", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("list", { name: "Contact and profiles" });
  const profiles = profile.links;
  for (const link of profiles) {
    await expect(links.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  }
  await expect(links.getByRole("link", { name: `Email ${profile.email}` })).toHaveAttribute("href", `mailto:${profile.email}`);
  if (profile.phone) {
    await expect(links.getByRole("link", { name: `WhatsApp ${profile.phone}` })).toHaveAttribute(
      "href",
      `https://wa.me/${parsePhoneNumber(profile.phone).number.slice(1)}`,
    );
  }
  // The profiles, the e-mail, and WhatsApp only with a phone number.
  await expect(links.getByRole("link")).toHaveCount(profiles.length + (profile.phone ? 2 : 1));
});

test("experience cards show their details, and a card with a url opens it in a new tab", async ({ page }) => {
  await page.goto("/");
  for (const entry of experience) {
    // By its heading, whole, and its company and dates: one title can hold another ("Web Developer" and "Contract Web Developer").
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: entry.title, exact: true }) })
      .filter({ hasText: entry.company })
      .filter({ hasText: entry.date });
    for (const detail of [entry.company, entry.employmentType, entry.date, entry.location ?? ""]) {
      await expect(card).toContainText(detail);
    }
    if (!entry.url) {
      await expect(card.getByRole("link")).toHaveCount(0);
      continue;
    }
    const link = card.getByRole("link", { name: entry.title });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", entry.url);
    await expect(link).toHaveAccessibleDescription("Opens in a new tab");
  }
});

test("the spotlight follows the pointer through CSS variables", async ({ page }) => {
  await page.goto("/");
  const spotlight = page.getByTestId("spotlight");
  // Moved on every poll: the first moves may come before the page is hydrated.
  await expect
    .poll(async () => {
      await page.mouse.move(300, 200);
      return spotlight.evaluate((el) => [el.style.getPropertyValue("--spot-x"), el.style.getPropertyValue("--spot-y")]);
    })
    .toEqual(["300px", "200px"]);
  const style = await spotlight.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { pointerEvents: computed.pointerEvents, position: computed.position, image: computed.backgroundImage };
  });
  expect(style.pointerEvents).toBe("none");
  expect(style.position).toBe("fixed");
  expect(style.image).toContain("600px");
  expect(style.image).toMatch(/rgba\(253, 230, 138, 0\.12\)/);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
