import { profile, skillGroups } from "../../app/content";
import { ask, chat, input, reply, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.40.${testInfo.workerIndex}.${Date.now() % 250}` });
});

test("with a failing model the visitor still gets a typed answer, and the field is usable at once after it", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { conversationTexts: string[] }).conversationTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector("[role=group][aria-label=Conversation]")?.textContent;
      if (text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/");
  await waitUntilGreeted(page);
  // The fake model answers this question with a 503, as an overloaded provider would.
  await ask(page, `What are ${profile.firstName}'s skills? [503]`);
  // The answer the site gives from its content: the skills, not an error.
  await expect(reply(page)).toContainText(skillGroups[0]?.items[0]?.label ?? "");
  await expect(chat(page)).not.toContainText("Sorry, something went wrong.");
  const answer = (await reply(page).textContent()) ?? "";
  // Typed out: part of the answer was on the page before the whole of it.
  const texts = await page.evaluate(() => (window as unknown as { conversationTexts: string[] }).conversationTexts);
  expect(texts.some((text) => text.includes(answer.slice(0, 3)) && !text.includes(answer))).toBe(true);
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await input(page).pressSequentially("and");
  await expect(input(page)).toHaveValue("and");
});
