// Browser tests drive Debian's Chromium (Playwright's own download cannot work offline).
// Installs it from Debian's packages when it is missing, or says exactly what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages for the browser tests…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
