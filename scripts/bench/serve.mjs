// Starts the built worker with `wrangler dev` (workerd) on loopback for a benchmark, and
// stops it, with every child process, when asked or when the benchmark exits.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * `config`: another wrangler configuration than the site's wrangler.toml (the page benchmark's bare page).
 * `migrate`: create the question log's tables first, as `npm start` does.
 */
export async function serveWorker({ port, vars = {}, config, migrate = false }) {
  // Its own, fresh local state (the daily model budget, the question log), apart from `npm start`'s.
  const state = mkdtempSync(join(tmpdir(), "portfolio-bench-"));
  if (migrate) {
    execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "QUESTIONS", "--local", "--persist-to", state], {
      stdio: "ignore",
      shell: process.platform === "win32",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
  }
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state];
  if (config) args.push("--config", config);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn("npx", args, {
    detached: true, // its own process group, so workerd goes down with it
    stdio: "ignore",
    // npx is npx.cmd on Windows, which only a shell runs.
    shell: process.platform === "win32",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_LOG: "error" },
  });
  const stop = () => {
    try {
      // The whole group on POSIX; Windows has no process groups to signal.
      if (process.platform === "win32") child.kill();
      else process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return { url, stop, pid: child.pid, state };
    } catch {
      await sleep(250);
    }
  }
  stop();
  throw new Error(`wrangler dev did not start on ${url}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
