// npm run bench:chat — the Worker's overhead on a streamed answer. The fake model service
// sends its first token after 300 ms, then 20 tokens a second (its "[slow]" behaviour).
// For each run: time from POST to the first byte and to the last byte of the answer, asked
// through the Worker (POST /api/chat) and straight to the fake; the difference is what the
// Worker adds (validation, rate limit, prompt, redaction, re-encoding).
// Two requests: a single question, and a question after a conversation of the longest
// history the browser sends (6 exchanges, every turn at its length limit: a ~16 KB body).
// Then the time to an answer when the model fails (a 503 for every question, so the answer
// comes from app/content/): with the breaker closed (each question tries the model first), and
// open (a model no provider serves: no call at all).
import { startFakeRouter } from "../../tests/fakes/hf-router.mjs";
import { median, percentile, serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8783);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Requests before the measured ones, not counted: a busy site's isolate is warm. */
const WARM_UP = 3;
const QUESTION = "Tell me about his projects [slow]";
// The chat's limits (app/chat/shared/limits.ts): 6 earlier exchanges, 500-character questions, 2,000-character answers.
const HISTORY_EXCHANGES = 6;
const QUESTION_CHARS = 500;
const ANSWER_CHARS = 2000;

/** Text of a given length that reads like prose (the redactor and the cleaner see real words and digits). */
function prose(length, seed) {
  const words = ["React", "Node.js", "2024", "deployed", "on", "Vercel", "with", "a", "team", "of", "5", "and", "tests", "(+91)"];
  let text = "";
  for (let i = seed; text.length < length; i++) text += `${words[i % words.length]} `;
  return text.slice(0, length).trim();
}

const HISTORY = Array.from({ length: HISTORY_EXCHANGES }, (_, i) => [
  { role: "user", content: prose(QUESTION_CHARS, i) },
  { role: "assistant", content: prose(ANSWER_CHARS, i + 7) },
]).flat();

const SCENARIOS = [
  { label: "one question", history: [] },
  { label: `after ${HISTORY_EXCHANGES} exchanges at the limits`, history: HISTORY },
];

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByte) && value.byteLength > 0) firstByte = performance.now() - started;
  }
  return { firstByte, lastByte: performance.now() - started };
}

const row = (label, runs) => {
  const first = runs.map((r) => r.firstByte);
  const last = runs.map((r) => r.lastByte);
  return `  ${label.padEnd(24)}first byte median ${median(first).toFixed(1)} ms (p90 ${percentile(first, 90).toFixed(1)}) · last byte median ${median(last).toFixed(1)} ms (p90 ${percentile(last, 90).toFixed(1)})`;
};

/** Time to the whole answer of `runs` questions, one after another, as JSON. */
async function answerTimes(url, message, runs) {
  const times = [];
  for (let i = -WARM_UP; i < runs; i++) {
    visitor++;
    const { lastByte } = await timed(`${url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": `10.98.${visitor >> 8}.${visitor & 255}` },
      body: JSON.stringify({ message }),
    });
    if (i >= 0) times.push(lastByte);
  }
  return times;
}

const failingRow = (label, times) =>
  `  ${label.padEnd(44)}median ${median(times).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} answers)`;

async function failingModel() {
  const runs = RUNS * 5;
  const closed = await serveWorker({
    port: PORT + 1,
    vars: { HF_TOKEN: "hf_bench", HF_ENDPOINT_URL: fake.endpointUrl, MODEL_BREAKER_SECONDS: "0" },
  });
  const open = await serveWorker({ port: PORT + 2, vars: { HF_TOKEN: "hf_bench", HF_ENDPOINT_URL: fake.endpointUrl, HF_MODEL: "org/not-served" } });
  try {
    console.log(`\nTime to an answer when the model fails (JSON, answered offline from app/content/):`);
    console.log(failingRow("breaker closed: the model answers 503 first", await answerTimes(closed.url, "What are his skills? [503]", runs)));
    const before = fake.requests.length;
    console.log(failingRow("breaker open: no model call", await answerTimes(open.url, "What are his skills?", runs)));
    console.log(`  model calls while the breaker was open: ${fake.requests.length - before - 1} (the first question opened it)`);
  } finally {
    closed.stop();
    open.stop();
  }
}

const fake = await startFakeRouter();
const server = await serveWorker({ port: PORT, vars: { HF_TOKEN: "hf_bench", HF_ENDPOINT_URL: fake.endpointUrl } });
let visitor = 0;
try {
  console.log(`\nStreamed answer of 60 tokens, fake upstream: 300 ms to the first token, then 20 tokens/s; ${RUNS} runs each`);
  for (const { label, history } of SCENARIOS) {
    const messages = [...history, { role: "user", content: QUESTION }];
    const body = JSON.stringify(history.length ? { messages } : { message: QUESTION });
    const viaWorker = [];
    const direct = [];
    for (let i = -WARM_UP; i < RUNS; i++) {
      visitor++;
      const throughWorker = await timed(`${server.url}/api/chat`, {
        method: "POST",
        // A new visitor each run, so the per-visitor rate limit does not interfere.
        headers: {
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          "CF-Connecting-IP": `10.99.${visitor >> 8}.${visitor & 255}`,
        },
        body,
      });
      const straight = await timed(`${fake.endpointUrl}/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer hf_bench" },
        body: JSON.stringify({ model: "mistralai/Mixtral-8x7B-Instruct-v0.1", stream: true, max_tokens: 512, messages }),
      });
      if (i < 0) continue;
      viaWorker.push(throughWorker);
      direct.push(straight);
      process.stderr.write(`${label}: run ${i + 1}/${RUNS}\n`);
    }
    const overhead = (pick) => median(viaWorker.map((r, i) => pick(r) - pick(direct[i])));
    console.log(`${label} (request body ${Buffer.byteLength(body).toLocaleString("en")} bytes):`);
    console.log(row("through the Worker", viaWorker));
    console.log(row("straight to the fake", direct));
    console.log(
      `  Worker overhead (median of per-run differences): first byte ${overhead((r) => r.firstByte).toFixed(1)} ms · last byte ${overhead((r) => r.lastByte).toFixed(1)} ms (goal ≤ 20 ms)`,
    );
  }
  await failingModel();
} finally {
  server.stop();
  await fake.close();
}
