import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function openDialog(page: Page) {
  await page.goto("/");
  const hire = page.getByRole("button", { name: "Hire Me!" });
  await hire.click();
  const dialog = page.getByRole("dialog", { name: "you have summoned arun kumar!" });
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
  expect(await page.evaluate(() => (window as unknown as { played: string[] }).played)).toEqual([
    expect.stringMatching(/\/sounds\/sword\.wav$/),
  ]);
  await expect(dialog.getByRole("heading")).toHaveText("you have summoned arun kumar!");
  const mail = new URL((await dialog.getByRole("link", { name: "Send Email" }).getAttribute("href")) ?? "");
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("arun.kumar@example.com");
  expect(mail.searchParams.get("subject")).toBe("Opportunity for Full Stack Developer");
  expect(mail.searchParams.get("body")).toContain("Full Stack Developer opportunity");
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
