import { expect, test } from "vitest";
import { chooseChromium, chromiumFlags } from "../../scripts/chromium.mjs";

/**
 * Which browser the tests, screenshots and Lighthouse drive, on each OS: chosen from the
 * environment, the files that exist and Playwright's own download, never from this machine's disk.
 */

const PLAYWRIGHT = {
  linux: "/home/owner/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome",
  darwin: "/Users/owner/Library/Caches/ms-playwright/chromium-1255/chrome-mac/Chromium.app/Contents/MacOS/Chromium",
  win32: "C:\\Users\\owner\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win\\chrome.exe",
} as const;

const MAC_CHROME = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
const MAC_CHROMIUM = "/Applications/Chromium.app/Contents/MacOS/Chromium";
const WINDOWS_ENV = {
  ProgramFiles: "C:\\Program Files",
  "ProgramFiles(x86)": "C:\\Program Files (x86)",
  LOCALAPPDATA: "C:\\Users\\owner\\AppData\\Local",
};

type Platform = keyof typeof PLAYWRIGHT;

function choose(platform: Platform, files: string[], options: { env?: Record<string, string>; isRoot?: boolean; osId?: string } = {}) {
  return chooseChromium({
    platform,
    env: options.env ?? (platform === "win32" ? WINDOWS_ENV : {}),
    exists: (path) => files.includes(path),
    playwrightPath: PLAYWRIGHT[platform],
    isRoot: options.isRoot,
    osId: options.osId,
  });
}

test("CHROMIUM_PATH wins over Playwright's own and a system browser", () => {
  const custom = "/opt/chrome/chrome";
  expect(choose("linux", [custom, PLAYWRIGHT.linux, "/usr/bin/chromium"], { env: { CHROMIUM_PATH: custom } })).toEqual({
    path: custom,
    source: "CHROMIUM_PATH",
  });
});

test("a CHROMIUM_PATH with no file behind it is an error naming it, never a silent fallback", () => {
  const choice = choose("darwin", [PLAYWRIGHT.darwin, MAC_CHROME], { env: { CHROMIUM_PATH: "/nowhere/chrome" } });
  expect(choice).toEqual({
    error: expect.stringContaining("CHROMIUM_PATH is set to /nowhere/chrome, but there is no file there"),
    canInstall: false,
  });
});

test.each(["linux", "darwin", "win32"] as const)("on %s Playwright's own Chromium wins over a system one", (platform) => {
  const system = { linux: "/usr/bin/chromium", darwin: MAC_CHROME, win32: "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe" };
  expect(choose(platform, [PLAYWRIGHT[platform], system[platform]])).toEqual({
    path: PLAYWRIGHT[platform],
    source: "playwright",
  });
});

test("on Linux without Playwright's download, Debian's Chromium is used", () => {
  expect(choose("linux", ["/usr/bin/chromium", "/usr/bin/google-chrome"])).toEqual({
    path: "/usr/bin/chromium",
    source: "system",
  });
});

test.each(["/usr/bin/chromium-browser", "/usr/bin/google-chrome"])("on Linux %s is found too", (path) => {
  expect(choose("linux", [path])).toEqual({ path, source: "system" });
});

test.each([MAC_CHROME, MAC_CHROMIUM])("on macOS %s is found", (path) => {
  expect(choose("darwin", [path])).toEqual({ path, source: "system" });
});

test.each([
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
  "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
  "C:\\Users\\owner\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe",
])("on Windows %s is found", (path) => {
  expect(choose("win32", [path])).toEqual({ path, source: "system" });
});

test("on Windows the program folders come from the environment", () => {
  const env = { ProgramFiles: "D:\\Apps", LOCALAPPDATA: "D:\\Local" };
  const chrome = "D:\\Apps\\Google\\Chrome\\Application\\chrome.exe";
  expect(choose("win32", [chrome], { env })).toEqual({ path: chrome, source: "system" });
});

test("with nothing installed on macOS, it says to install Playwright's Chromium or set CHROMIUM_PATH", () => {
  const choice = choose("darwin", []);
  expect(choice).toEqual({ error: expect.stringContaining("npx playwright install chromium"), canInstall: false });
  expect("error" in choice && choice.error).toContain("CHROMIUM_PATH");
  expect("error" in choice && choice.error).not.toMatch(/apt-get|--with-deps/);
});

test("with nothing installed on Windows, it says the same, and nothing about Linux packages", () => {
  const choice = choose("win32", []);
  expect(choice).toEqual({ error: expect.stringContaining("npx playwright install chromium"), canInstall: false });
  expect("error" in choice && choice.error).toContain("CHROMIUM_PATH");
  expect("error" in choice && choice.error).not.toMatch(/apt-get|--with-deps/);
});

test("with nothing installed on Linux, it also names the command that brings the system libraries", () => {
  const choice = choose("linux", []);
  expect(choice).toEqual({ error: expect.stringContaining("npx playwright install chromium"), canInstall: false });
  expect("error" in choice && choice.error).toContain("npx playwright install --with-deps chromium");
  expect("error" in choice && choice.error).toContain("CHROMIUM_PATH");
});

test("Debian's package is installed for the owner only on Debian, as root, with apt-get", () => {
  const apt = ["/usr/bin/apt-get"];
  expect(choose("linux", apt, { isRoot: true, osId: "debian" })).toMatchObject({ canInstall: true });
  expect(choose("linux", apt, { isRoot: false, osId: "debian" })).toMatchObject({ canInstall: false });
  expect(choose("linux", apt, { isRoot: true, osId: "ubuntu" })).toMatchObject({ canInstall: false });
  expect(choose("linux", [], { isRoot: true, osId: "debian" })).toMatchObject({ canInstall: false });
});

test("Chromium's sandbox is off on Linux only, where root, containers and Ubuntu's rules stop it", () => {
  expect(chromiumFlags("linux")).toContain("--no-sandbox");
  expect(chromiumFlags("darwin")).not.toContain("--no-sandbox");
  expect(chromiumFlags("win32")).not.toContain("--no-sandbox");
});

test("every platform runs headless and quiet on a closed network", () => {
  for (const platform of ["linux", "darwin", "win32"] as const) {
    expect(chromiumFlags(platform)).toEqual(expect.arrayContaining(["--headless", "--disable-background-networking", "--disable-component-update"]));
  }
});
