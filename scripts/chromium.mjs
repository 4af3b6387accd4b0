// The browser every tool here drives (Playwright's tests and screenshots, Lighthouse), chosen in
// one place so they all agree. In order: CHROMIUM_PATH when set; Playwright's own Chromium when
// `npx playwright install chromium` has fetched it; a Chrome or Chromium installed the usual way.
// The choice is a pure function of what it is given, so a test can play any OS.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * @typedef {{ path: string, source: "CHROMIUM_PATH" | "playwright" | "system" }} ChromiumFound
 * @typedef {{ error: string, canInstall: boolean }} ChromiumMissing
 */

/** Where Chrome or Chromium lives when installed the usual way on each system. */
export function systemChromiumPaths(platform, env) {
  if (platform === "darwin") {
    return ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"];
  }
  if (platform === "win32") {
    const roots = [env.ProgramFiles ?? "C:\\Program Files", env["ProgramFiles(x86)"] ?? "C:\\Program Files (x86)", env.LOCALAPPDATA].filter(Boolean);
    return roots.map((root) => path.win32.join(root, "Google", "Chrome", "Application", "chrome.exe"));
  }
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
}

/** The one thing to run on this OS when no browser is found. */
export function installAdvice(platform) {
  const install = "  npx playwright install chromium";
  const withDeps = platform === "linux" ? "\n(if it then says system libraries are missing: npx playwright install --with-deps chromium)" : "";
  return (
    `No Chrome or Chromium found for the browser tests. Install Playwright's own once:\n${install}${withDeps}\n` +
    "or set CHROMIUM_PATH to the Chrome or Chromium program you want them to use."
  );
}

/**
 * Chooses the browser from what it is given: the platform, the environment, a "file exists"
 * check and the path where Playwright keeps its own Chromium (undefined when it cannot say).
 * `canInstall` is true where ensure-chromium may install Debian's package: Debian, as root, with apt-get.
 * @returns {ChromiumFound | ChromiumMissing}
 */
export function chooseChromium({ platform, env, exists, playwrightPath, isRoot = false, osId = "" }) {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
    return {
      error: `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, but there is no file there. Point it at a Chrome or Chromium program, or unset it.`,
      canInstall: false,
    };
  }
  if (playwrightPath && exists(playwrightPath)) return { path: playwrightPath, source: "playwright" };
  const system = systemChromiumPaths(platform, env).find((candidate) => exists(candidate));
  if (system) return { path: system, source: "system" };
  const canInstall = platform === "linux" && isRoot && osId === "debian" && exists("/usr/bin/apt-get");
  return { error: installAdvice(platform), canInstall };
}

/**
 * Headless, and silent on a closed network (without the background-networking flags Chromium
 * keeps calling out). On Linux the sandbox is off, as Playwright turns it off by default: Chromium
 * will not start with it as root, in most containers, or where the system forbids the user
 * namespaces it needs (Ubuntu 24.04 for any Chromium without its own AppArmor profile).
 */
export function chromiumFlags(platform) {
  return [
    "--headless",
    ...(platform === "linux" ? ["--no-sandbox"] : []),
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ];
}

/** Where Playwright keeps its own Chromium on this machine, whether or not it is there. */
function playwrightChromiumPath() {
  try {
    // Loaded only when asked: the choice above stays importable without Playwright.
    const { chromium } = createRequire(import.meta.url)("@playwright/test");
    return chromium.executablePath();
  } catch {
    // A host Playwright has no build for: the other places still apply.
    return undefined;
  }
}

function osReleaseId() {
  try {
    return /^ID="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? "";
  } catch {
    return "";
  }
}

/** The browser for this machine. */
export function resolveChromium() {
  return chooseChromium({
    platform: process.platform,
    env: process.env,
    exists: existsSync,
    playwrightPath: playwrightChromiumPath(),
    isRoot: process.getuid?.() === 0,
    osId: process.platform === "linux" ? osReleaseId() : "",
  });
}

/** The flags for this machine. */
export const CHROMIUM_FLAGS = chromiumFlags(process.platform);
