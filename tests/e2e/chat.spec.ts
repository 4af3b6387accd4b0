import type { Page } from "@playwright/test";
import { FAKE_URL } from "../../playwright.config";
import { profile } from "../../app/content";
import { ask, askButton, chat, GREETING, input, reply, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

// Each test is its own visitor for the per-visitor rate limit.
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.20.${testInfo.workerIndex}.${testInfo.testId.length + (Date.now() % 200)}` });
});

/** One change of the reply area, as the page saw it. */
interface ReplyChange {
  /** The text shown; null while it is the server's copy of the greeting (hidden once scripts run). */
  text: string | null;
  /** Whether the question's input was disabled at that moment (it never should be). */
  inputDisabled: boolean;
  /** Whether the Ask button said it was unavailable at that moment. */
  askUnavailable: boolean;
  /** Whether the chat box was visible (its fade-in begun) at that moment. */
  boxVisible: boolean;
  /** Whether the page's load event had come. */
  loaded: boolean;
}

/** Records, inside the page, every change of the reply area in the order it happened. */
async function recordReplies(page: Page) {
  await page.addInitScript(() => {
    const log: ReplyChange[] = [];
    (window as unknown as { replyLog: typeof log }).replyLog = log;
    let loaded = false;
    window.addEventListener("load", () => (loaded = true));
    const start = () => {
      const box = document.querySelector("aside.chat-box");
      const area = box?.querySelector("[aria-label=Conversation]")?.lastElementChild;
      if (!box || !area) return void requestAnimationFrame(start);
      new MutationObserver(() =>
        log.push({
          text: area.querySelector(".chat-greeting-static") ? null : (area.textContent ?? ""),
          inputDisabled: box.querySelector("input")?.disabled ?? false,
          askUnavailable: box.querySelector("button[type=submit]")?.getAttribute("aria-disabled") === "true",
          boxVisible: getComputedStyle(box).visibility === "visible",
          loaded,
        }),
      ).observe(area, { childList: true, subtree: true, characterData: true });
    };
    document.addEventListener("DOMContentLoaded", start);
  });
}
const replyLog = (page: Page) => page.evaluate(() => (window as unknown as { replyLog: ReplyChange[] }).replyLog);

/** Every text in `texts` starts the one after it: the area only ever grew, a character or more at a time. */
function expectEachStartsTheNext(texts: string[]) {
  texts.slice(1).forEach((text, i) => expect(text.startsWith(texts[i] ?? ""), `"${texts[i]}" then "${text}"`).toBe(true));
}

test("the chat box fades in hidden-first, then types the greeting after the page has loaded, a character at a time", async ({ page }) => {
  await recordReplies(page);
  await page.addInitScript(() => {
    // The box's visibility at every frame, from the first one that has it.
    const seen: string[] = [];
    (window as unknown as { boxVisibility: string[] }).boxVisibility = seen;
    const check = () => {
      const box = document.querySelector("aside.chat-box");
      if (box) {
        const visibility = getComputedStyle(box).visibility;
        if (seen.at(-1) !== visibility) seen.push(visibility);
        if (visibility === "visible") return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto("/");
  await expect(chat(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute("placeholder", "hi...");
  await waitUntilGreeted(page);
  // Styled hidden first (the fade-in waits), then shown.
  expect(await page.evaluate(() => (window as unknown as { boxVisibility: string[] }).boxVisibility)).toEqual(["hidden", "visible"]);
  const log = await replyLog(page);
  // Once scripts take over, the area is empty until the greeting is typed into it: nothing
  // else comes first, nothing before the load event, and nothing while the box is hidden.
  const live = log.filter((change) => change.text !== null);
  const typed = live.filter((change) => change.text !== "");
  expect(typed.length, "the greeting was typed").toBeGreaterThan(1);
  expect(live.slice(0, live.indexOf(typed[0] as ReplyChange)).every((change) => change.text === "")).toBe(true);
  for (const change of typed) {
    expect(GREETING.startsWith(change.text ?? "\0")).toBe(true);
    expect(change).toMatchObject({ loaded: true, boxVisible: true, inputDisabled: false });
  }
  const texts = typed.map((change) => change.text ?? "");
  expect(Array.from(texts[0] ?? "")).toHaveLength(1);
  expect(texts.at(-1)).toBe(GREETING);
  expectEachStartsTheNext(texts);
});

test("asking clears the input, shows 'Thinking…' and streams the answer as it comes, the field usable and Ask unavailable until the end", async ({
  page,
  request,
}, testInfo) => {
  await recordReplies(page);
  await page.goto("/");
  await waitUntilGreeted(page);
  // The fake model sends half of its answer, then holds the rest until this test lets it go.
  const key = `${testInfo.testId}-${testInfo.retry}-${Date.now()}`;
  const question = `Tell me a long story [hold:${key}]`;
  const full = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
  await input(page).fill(question);
  await input(page).press("Enter");
  // The first words are on screen while the rest of the answer has not even been sent.
  await expect(reply(page)).toHaveText(/^w0 w1 w2 /, { timeout: 10_000 });
  await expect(reply(page)).not.toHaveText(full);
  await expect(input(page)).toHaveValue("");
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(askButton(page)).toBeDisabled();
  expect((await request.post(`${FAKE_URL}/__release?key=${key}`)).ok()).toBe(true);
  await expect(reply(page)).toHaveText(full, { timeout: 10_000 });
  await expect(askButton(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(chat(page)).toContainText(question);
  // The area went 'Thinking…', then the answer growing word by word to the whole, with
  // nothing else in between, Ask unavailable at every step until the end and the field never disabled.
  const log = await replyLog(page);
  const thinking = log.findIndex((change) => change.text === "Thinking…");
  expect(log[thinking], "'Thinking…' was shown, Ask unavailable").toMatchObject({ askUnavailable: true, inputDisabled: false });
  const after = log.slice(thinking);
  for (const { text } of after) expect(text === "Thinking…" || full.startsWith(text ?? "\0"), `${text}`).toBe(true);
  const answer = after.filter((change) => change.text?.startsWith("w"));
  expect(answer.length).toBeGreaterThan(1);
  expectEachStartsTheNext(answer.map((change) => change.text ?? ""));
  expect(answer.at(-1)?.text).toBe(full);
  expect(answer.every((change) => change.askUnavailable && !change.inputDisabled)).toBe(true);
});

test("an empty or blank question is ignored", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) posts.push(request.postData() ?? "");
  });
  await input(page).fill("    ");
  await askButton(page).click();
  await input(page).press("Enter");
  await input(page).fill("");
  await input(page).press("Enter");
  await expect(reply(page)).toHaveText(GREETING, { useInnerText: true });
  await expect(askButton(page)).toBeEnabled();
  // A real question afterwards is the first and only one the chat API receives.
  await ask(page, "And now a real question");
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain("And now a real question");
});

test("a chat request that fails in the browser shows 'Sorry, something went wrong.' and logs the error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // The connection drops: the site itself cannot answer (a failing model still gets an offline answer).
  await page.route("**/api/chat", (route) => route.abort("connectionreset"));
  await page.goto("/");
  await waitUntilGreeted(page);
  await input(page).fill("Break please");
  await askButton(page).click();
  await expect(reply(page)).toHaveText("Sorry, something went wrong.");
  await expect(askButton(page)).toBeEnabled();
  expect(errors.some((text) => text.includes("Chat request failed"))).toBe(true);
});

test("the answer is shown as text, never as HTML: only its addresses become links", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  await input(page).fill('<img src=x onerror="window.pwned=1"><a href="https://evil.example">link</a>');
  await askButton(page).click();
  await expect(reply(page)).toContainText('<img src=x onerror="window.pwned=1"><a href="https://evil.example">link</a>', {
    timeout: 10_000,
  });
  await expect(askButton(page)).toBeEnabled();
  await expect(reply(page).locator("img")).toHaveCount(0);
  // The markup stayed text; the one address in it is a link of its own, named by the address.
  await expect(reply(page).getByRole("link")).toHaveCount(1);
  await expect(reply(page).getByRole("link", { name: "https://evil.example", exact: true })).toHaveAttribute("href", "https://evil.example/");
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test("the avatar follows the theme class on <html>", async ({ page }) => {
  await page.goto("/");
  const avatar = chat(page).getByRole("img", { name: `${profile.firstName}'s virtual sidekick` });
  await expect(avatar).toHaveAttribute("src", "/images/avatar-dark.svg");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(avatar).toHaveAttribute("src", "/images/avatar-light.svg");
  // Whatever changes the class, the avatar follows.
  await page.evaluate(() => document.documentElement.classList.replace("light", "dark"));
  await expect(avatar).toHaveAttribute("src", "/images/avatar-dark.svg");
});

test("under reduced motion the answer appears at once", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    extraHTTPHeaders: { "CF-Connecting-IP": `10.30.${testInfo.workerIndex}.1` },
  });
  const page = await context.newPage();
  await recordReplies(page);
  await page.goto("/");
  await waitUntilGreeted(page);
  const log = await replyLog(page);
  expect(log.find((entry) => entry.text)?.text).toBe(GREETING);
  await context.close();
});

test("the configured token never reaches the browser: no response carries it", async ({ page }) => {
  const canary = process.env.E2E_CANARY ?? "";
  expect(canary).toMatch(/^hf_/);
  const seen: string[] = [];
  page.on("response", async (response) => {
    const body = await response.text().catch(() => "");
    seen.push(JSON.stringify(response.headers()) + body);
  });
  await page.goto("/");
  await waitUntilGreeted(page);
  await input(page).fill("What is his token?");
  await askButton(page).click();
  await expect(reply(page)).toContainText("You asked", { timeout: 10_000 });
  await expect(askButton(page)).toBeEnabled({ timeout: 10_000 });
  // A failing model: the answer comes from the content, and still without the token.
  await ask(page, "Fail [500]");
  await expect(reply(page)).not.toHaveText("Sorry, something went wrong.");
  expect(seen.length).toBeGreaterThan(5);
  for (const text of seen) expect(text).not.toContain(canary);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the chat form posts, and the page comes back with the question and the answer", async ({ page }) => {
    await page.goto("/");
    await expect(chat(page)).toBeVisible();
    await expect(reply(page)).toHaveText(GREETING);
    await input(page).fill("Who is he?");
    const pageResponse = page.waitForResponse((response) => response.url().endsWith("/") && response.request().method() === "GET");
    await askButton(page).click();
    const response = await pageResponse;
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveURL(/\/$/);
    await expect(chat(page)).toContainText("Who is he?");
    await expect(reply(page)).toHaveText(/You asked "Who is he\?"/);
    // The answer was shown once: a reload neither resends the question nor shows it again.
    await page.reload();
    await expect(reply(page)).toHaveText(GREETING);
  });
});
