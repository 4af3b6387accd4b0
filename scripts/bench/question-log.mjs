// The question log's cost to a visitor: the same offline chat answered by two copies of the
// built worker, the log on (a local D1 with its tables) and off, asked in turn so that the
// shared machine's load falls on both alike. Then a burst under load, below the daily cap,
// and the rows counted: every answered question must be in the log.
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { median, serveWorker } from "./serve.mjs";

const ROUNDS = Number(process.env.BENCH_QUESTION_ROUNDS ?? 300);
const BURST = 1500;
const PAUSE_MS = 20;

function storedRows(state) {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "QUESTIONS", "--local", "--persist-to", state, "--json", "--command", "SELECT count(*) AS n FROM questions"],
    { encoding: "utf8", shell: process.platform === "win32", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  return JSON.parse(out)[0].results[0].n;
}

let visitor = 0;
const nextIp = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function timedQuestion(url, message) {
  const started = performance.now();
  const response = await fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ message }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`the chat answered ${response.status}`);
  // The Worker's own time to the answer (create-worker.ts): what the log could add inside it.
  const inWorker = Number(/render;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1]);
  return { elapsed, inWorker };
}

/** Runs the comparison on `port` and `port + 1`; returns the figures and whether they pass. */
export async function benchQuestionLog(port) {
  const on = await serveWorker({ port, migrate: true });
  const off = await serveWorker({ port: port + 1, vars: { QUESTION_LOG: "off" } });
  try {
    const questions = ["What are his skills?", "How do I contact him?", "What salary does he expect?", "Where is he based?"];
    // Warm both isolates (the answerer's index is built at start, the first D1 call opens the file).
    for (let i = 0; i < 20; i++) for (const server of [on, off]) await timedQuestion(server.url, questions[i % questions.length]);
    const before = storedRows(on.state);
    const times = { on: [], off: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const question = questions[i % questions.length];
      const order = i % 2 ? [on, off] : [off, on];
      for (const server of order) {
        times[server === on ? "on" : "off"].push(await timedQuestion(server.url, question));
        // Visitors ask seconds apart: each question comes once the last one's write has landed.
        await sleep(PAUSE_MS);
      }
    }
    const medianOf = (side, key) => median(times[side].map((time) => time[key]));
    const medians = { on: medianOf("on", "elapsed"), off: medianOf("off", "elapsed") };
    const inWorker = { on: medianOf("on", "inWorker"), off: medianOf("off", "inWorker") };
    const burst = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: on.url,
          connections: 10,
          amount: BURST,
          requests: [
            {
              method: "POST",
              path: "/api/chat",
              setupRequest: (req) => ({
                ...req,
                headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": nextIp() },
                body: JSON.stringify({ message: "What does he build?" }),
              }),
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    // The writes run after each answer: give the last ones a moment.
    await sleep(1000);
    const stored = storedRows(on.state) - before - ROUNDS;
    const overhead = medians.on - medians.off;
    console.log(`\nQuestion log: ${ROUNDS} offline questions to each copy, asked in turn`);
    const signed = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(2)} ms`;
    console.log(`  median answer ${medians.on.toFixed(2)} ms with the log on, ${medians.off.toFixed(2)} ms off: ${signed(overhead)}`);
    console.log(
      `  median time in the Worker ${inWorker.on.toFixed(2)} ms on, ${inWorker.off.toFixed(2)} ms off: ${signed(inWorker.on - inWorker.off)}`,
    );
    console.log(
      `  under load (${BURST} questions on 10 connections): ${burst["2xx"]} questions answered, ${stored} logged, ${burst.non2xx} other, ${burst.errors} errors`,
    );
    const ok = Math.abs(overhead) <= 2 && stored === burst["2xx"] && burst.non2xx === 0 && burst.errors === 0;
    console.log(ok ? "  result: within 2 ms, nothing lost below the cap" : "  result: FAILED");
    return ok;
  } finally {
    on.stop();
    off.stop();
  }
}
