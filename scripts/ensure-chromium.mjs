// Makes sure the browser tests have a browser (see chromium.mjs for which one and why). On
// Debian as root, where Playwright's download may have no network to use, it installs Debian's
// Chromium; anywhere else it says the one command to run.
import { execFileSync } from "node:child_process";
import { installAdvice, resolveChromium } from "./chromium.mjs";

const browser = resolveChromium();
if ("error" in browser) {
  if (!browser.canInstall) {
    console.error(browser.error);
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages for the browser tests…");
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    // apt-get has said what went wrong above.
    console.error(`Debian's Chromium could not be installed.\n${installAdvice(process.platform)}`);
    process.exit(1);
  }
}
