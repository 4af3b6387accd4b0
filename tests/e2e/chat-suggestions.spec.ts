import * as content from "../../app/content";
import { ownerFacts } from "../../app/chat/facts/owner-facts";
import { suggestedQuestions } from "../../app/chat/shared/suggestions";
import { askButton, askedQuestions, asNewVisitor, input, nextQuestionBody, reply, suggestionButtons, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

const SUGGESTIONS = suggestedQuestions(ownerFacts(content));

test.beforeEach(async ({ context }) => asNewVisitor(context));

test("suggested questions from the content come with the greeting; choosing one asks it, then they are gone", async ({ page }) => {
  expect(SUGGESTIONS.length).toBeGreaterThanOrEqual(3);
  await page.goto("/");
  await waitUntilGreeted(page);
  await expect(suggestionButtons(page)).toHaveText(SUGGESTIONS);
  const chosen = SUGGESTIONS[1] ?? "";
  const sent = nextQuestionBody(page);
  await suggestionButtons(page).filter({ hasText: chosen }).click();
  expect(await sent).toEqual({ message: chosen });
  await expect(suggestionButtons(page)).toHaveCount(0);
  await expect(reply(page)).toContainText(`You asked "${chosen}"`, { timeout: 10_000 });
  await expect(askedQuestions(page)).toHaveText([`You asked: ${chosen}`]);
  await expect(askButton(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
});

test("a suggestion can be chosen by keyboard", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  await input(page).focus();
  // The text field, the Ask button, then the suggestions.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(suggestionButtons(page).first()).toBeFocused();
  const sent = nextQuestionBody(page);
  await page.keyboard.press("Enter");
  expect(await sent).toEqual({ message: SUGGESTIONS[0] });
  await expect(reply(page)).toContainText(`You asked "${SUGGESTIONS[0]}"`, { timeout: 10_000 });
});

test("Enter in the text field asks what was typed, not a suggestion", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  await input(page).fill("Typed by the visitor");
  const sent = nextQuestionBody(page);
  await input(page).press("Enter");
  expect(await sent).toEqual({ message: "Typed by the visitor" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a suggestion posts the form, and the page comes back with its answer", async ({ page }) => {
    await page.goto("/");
    await expect(suggestionButtons(page)).toHaveText(SUGGESTIONS);
    const chosen = SUGGESTIONS.at(-1) ?? "";
    await suggestionButtons(page).filter({ hasText: chosen }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(reply(page)).toContainText(`You asked "${chosen}"`);
    // Once asked, the suggestions make way for the conversation.
    await expect(suggestionButtons(page)).toHaveCount(0);
  });
});
