// npm run bench:assistant — the offline assistant's answer time in workerd. The bundled
// worker (dist/server.js) runs in Miniflare without a model token, so every question is
// answered offline from app/content/. Each conversation of the question set is asked as the
// browser asks it (JSON {"messages": [...]}, earlier turns with the worker's own answers),
// round after round until BENCH_SECONDS (default 60) or BENCH_ROUNDS (default 3) is reached.
// A request the worker refuses at once (GET /api/chat, 405) is timed the same way: the
// difference is what answering costs beyond the round trip through Miniflare.
// Then the same conversations are answered inside one isolate (scripts/bench/answer-timer.worker.ts,
// built to dist/bench/), each answer timed by workerd's own clock: the answerer's time alone.
import { readFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { build, runnerImport } from "vite";
import { median, percentile } from "./serve.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = new URL("../../", import.meta.url).pathname;
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(`${root}wrangler.toml`, "utf8"))?.[1];

const load = (path) => runnerImport(`${root}${path}`, { root, configFile: false, logLevel: "error", resolve: { alias: { "~": `${root}app` } } });
const { module: questionSet } = await load("tests/assistant/question-set.ts");
const { module: evaluate } = await load("tests/assistant/evaluate.ts");
const set = questionSet.buildQuestionSet();

const worker = new Miniflare({
  modules: [{ type: "ESModule", path: `${root}dist/server.js` }],
  compatibilityDate,
  assets: { directory: `${root}build/client`, routerConfig: { has_user_worker: true } },
  durableObjects: { MODEL_BUDGET: "DailyModelBudget" },
  ratelimits: { CHAT_RATE_LIMITER: { simple: { limit: 1_000_000, period: 60 } } },
});
const ORIGIN = "http://127.0.0.1:8787";

async function timed(init, path = "/api/chat") {
  const started = performance.now();
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, init);
  const body = await response.text();
  return { millis: performance.now() - started, status: response.status, body };
}

async function answer(messages) {
  const { millis, status, body } = await timed({
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": "10.77.0.1" },
    body: JSON.stringify({ messages }),
  });
  if (status !== 200) throw new Error(`POST /api/chat answered ${status}: ${body}`);
  return { millis, reply: JSON.parse(body).reply };
}

try {
  await worker.ready;
  const answerTimes = [];
  const baseline = [];
  const deadline = performance.now() + SECONDS * 1000;
  let rounds = 0;
  let correct = 0;
  // The first round warms the isolate up; its figures are kept apart.
  const firstRound = [];
  while (rounds < ROUNDS && performance.now() < deadline) {
    correct = 0;
    for (const testCase of set.cases) {
      if (performance.now() >= deadline) break;
      const history = [];
      const replies = [];
      for (const question of testCase.turns) {
        const { millis, reply } = await answer([...history, { role: "user", content: question }]);
        (rounds === 0 ? firstRound : answerTimes).push(millis);
        // A refused request right after each answer: the same transport, the same moment's load.
        if (rounds > 0) baseline.push((await timed({ method: "GET" })).millis);
        replies.push(reply);
        history.push({ role: "user", content: question }, { role: "assistant", content: reply });
      }
      if (evaluate.judge(testCase, replies, set.knowledge).pass) correct++;
    }
    rounds++;
    process.stderr.write(`round ${rounds}: ${set.cases.length} conversations\n`);
  }
  const times = answerTimes.length > 0 ? answerTimes : firstRound;
  const ms = (value) => `${value.toFixed(2)} ms`;
  console.log(`\nOffline answers through the bundled worker in workerd (Miniflare, no model token)`);
  console.log(
    `${set.cases.length} conversations (${times.length} answers timed over ${rounds} round(s), the warm-up round left out when there were more)`,
  );
  const typical = median(baseline);
  console.log(`answer, per request:       median ${ms(median(times))} · p99 ${ms(percentile(times, 99))}`);
  console.log(`refused request (405), one after each answer: median ${ms(typical)} · p99 ${ms(percentile(baseline, 99))}`);
  // workerd's clock stands still while code runs, so the answer's own time is read from the outside:
  // the same percentile of answered and refused requests, sent in turn over the same connection.
  const added = (p) => Math.max(0, percentile(times, p) - percentile(baseline, p));
  console.log(`time the answer adds:      median ${ms(added(50))} · p99 ${ms(added(99))} (goal p99 ≤ 5 ms)`);
  console.log(`correct through the worker (last round): ${correct}/${set.cases.length}`);
} finally {
  await worker.dispose();
}

/** The answer-timing Worker, bundled for workerd as the site's code is (every import inlined). */
async function buildAnswerTimer() {
  const outDir = `${root}dist/bench`;
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { alias: { "~": `${root}app` } },
    ssr: { target: "webworker", noExternal: true },
    build: {
      ssr: `${root}scripts/bench/answer-timer.worker.ts`,
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: "answer-timer.js" } },
    },
  });
  return `${outDir}/answer-timer.js`;
}

const timer = new Miniflare({ modules: [{ type: "ESModule", path: await buildAnswerTimer() }], compatibilityDate });
try {
  const conversations = set.cases.map((testCase) => testCase.turns);
  const inside = [];
  let correct = 0;
  // The first round warms the isolate up and is left out, as above.
  for (let round = 0; round <= ROUNDS; round++) {
    const response = await timer.dispatchFetch(`${ORIGIN}/`, { method: "POST", body: JSON.stringify({ conversations }) });
    const { times, replies } = await response.json();
    if (round > 0) inside.push(...times);
    correct = set.cases.filter((testCase, i) => evaluate.judge(testCase, replies[i], set.knowledge).pass).length;
  }
  const slowest = Math.max(...inside);
  console.log(
    `\nThe same answers timed inside the isolate by workerd's clock (whole milliseconds, so each ±1 ms), ${ROUNDS} round(s) after a warm-up:`,
  );
  console.log(
    `answer:                    median ${median(inside)} ms · p99 ${percentile(inside, 99)} ms · slowest ${slowest} ms · ${inside.filter((t) => t >= 5).length} of ${inside.length} at 5 ms or more (goal p99 ≤ 5 ms)`,
  );
  console.log(`correct inside the isolate (last round): ${correct}/${set.cases.length}`);
} finally {
  await timer.dispose();
}
