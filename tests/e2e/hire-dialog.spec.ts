import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { expect, test } from "./fixtures";

/** The dialog's heading: the owner's name in lower case, then an exclamation mark. */
const SUMMONED = `you have summoned ${`${profile.firstName} ${profile.lastName}`.toLowerCase()}!`;

async function openDialog(page: Page) {
  await page.goto("/");
  const hire = page.getByRole("button", { name: "Hire Me!" });
  await hire.click();
  const dialog = page.getByRole("dialog", { name: SUMMONED });
  await expect(dialog).toBeVisible();
  return { hire, dialog };
}

test("'Hire Me!' plays the sword sound and opens the dialog with a prefilled e-mail", async ({ page }) => {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { played: string[] }).played = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
  const { dialog } = await openDialog(page);
  expect(await page.evaluate(() => (window as unknown as { played: string[] }).played)).toEqual([expect.stringMatching(/\/sounds\/sword\.wav$/)]);
  await expect(dialog.getByRole("heading")).toHaveText(SUMMONED);
  const mail = new URL((await dialog.getByRole("link", { name: "Send Email" }).getAttribute("href")) ?? "");
  expect(mail.protocol).toBe("mailto:");
  expect(decodeURIComponent(mail.pathname)).toBe(profile.email);
  expect(mail.searchParams.get("subject")).toBe(`Opportunity for ${profile.role}`);
  expect(mail.searchParams.get("body")).toContain(`${profile.role} opportunity`);
});

test("the sound failing does not stop the dialog", async ({ page }) => {
  await page.route("**/sounds/sword.wav", (route) => route.fulfill({ status: 404, body: "" }));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openDialog(page);
  expect(errors).toEqual([]);
});

test("'Close' closes the dialog and focus returns to 'Hire Me!'", async ({ page }) => {
  const { hire, dialog } = await openDialog(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(hire).toBeFocused();
});

test("a click inside the dialog keeps it open, a click on the overlay closes it", async ({ page }) => {
  const { hire, dialog } = await openDialog(page);
  await dialog.getByRole("heading").click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
  await expect(hire).toBeFocused();
});

test("Escape closes the dialog; focus moves in and stays inside while it is open", async ({ page }) => {
  const { hire, dialog } = await openDialog(page);
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
  expect(await inside()).toBe(true);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(hire).toBeFocused();
});
