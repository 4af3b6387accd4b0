// A local stand-in for the Hugging Face router's OpenAI-compatible chat-completions API
// (POST /v1/chat/completions), speaking its protocol exactly: non-streaming bodies with
// id/created/model/choices/usage, and SSE chunks ending in `data: [DONE]`.
//
// What it does is chosen per request by a marker in the visitor's (user) message, so
// tests running side by side never step on each other:
//   [slow]          first token after 300 ms, then 20 tokens/s for about 3 s
//   [hold:KEY]      the same long answer, streamed up to its middle, where it waits until
//                   POST /__release?key=KEY (from another process) lets the rest go
//   [500] [503] [402] [429] [401] [403] [404]   fail with that status and an error body
//   [400]           the router's 400 for a model that no provider serves (model_not_supported)
//   [hang]          accept the request and never answer
//   [drop]          stream half the answer, then cut the connection
//   [malformed]     answer 200 with a body that is not valid JSON / SSE
//   [leak]          answer with the owner's phone number (the `phone` option), split across chunks when streaming
//   [echo-context]  answer with every message it was sent (system and user), verbatim
//   [empty]         answer with empty content
// Anything else gets a short answer that quotes the question.
//
// A few answers are chosen by the token or the model instead, for callers whose message is
// fixed (the setup check's one-token probe), each with the router's own status and body:
//   Authorization: Bearer bad        401, the token is refused
//   Authorization: Bearer hf_broke   402, the account has no credits left
//   model "org/not-served"           400, no inference provider serves the model
//   Authorization: Bearer hf_retired_mixtral   the router as it is today for Mixtral 8x7B:
//                                    400 model_not_supported for it (the list never names it)
//
// GET /v1/models lists models and their providers as the router does (see MODEL_LIST).
//
// Every request is recorded (method, path, headers, parsed body). From another process:
// GET /__requests lists them, DELETE /__requests clears them.
//
// Run alone: node tests/fakes/hf-router.mjs [port]
import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export const LEAKED_PHONE = "+91 98765 43210";
const HOLD = /\[hold:([\w-]+)\]/;

function answerFor(messages, phone) {
  const user = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  if (user.includes("[leak]")) return `Sure! Call them on ${phone} or e-mail owner@example.com 📱`;
  if (user.includes("[echo-context]")) return messages.map((m) => `${m.role}: ${m.content}`).join("\n");
  if (user.includes("[empty]")) return "";
  if (user.includes("[slow]") || HOLD.test(user)) {
    return Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
  }
  return `Great question! You asked "${user}", and the owner would love to tell you more 😉`;
}

/** Splits an answer into token-like pieces (words with their spaces; the phone in two halves). */
function tokens(text) {
  const pieces = text.match(/\S+\s*/g) ?? [];
  return pieces.flatMap((piece) => (piece.length > 6 && /\d/.test(piece) ? [piece.slice(0, 3), piece.slice(3)] : [piece]));
}

/** The router's model list: `providers` with a status; "staging" ones do not serve everyone yet. */
export const MODEL_LIST = [
  { id: "org/served", providers: [{ provider: "fake-provider", status: "live" }] },
  { id: "mistralai/Mistral-Small-3.2-24B-Instruct-2506", providers: [{ provider: "featherless-ai", status: "live" }] },
  {
    id: "mistralai/Mistral-7B-Instruct-v0.3",
    providers: [
      { provider: "novita", status: "live" },
      { provider: "together", status: "live" },
    ],
  },
  { id: "mistralai/Mistral-Nemo-Instruct-2407", providers: [{ provider: "nscale", status: "staging" }] },
  { id: "meta-llama/Llama-3.1-8B-Instruct", providers: [{ provider: "cerebras", status: "live" }] },
].map(({ id, providers }) => ({
  id,
  object: "model",
  created: 1_750_000_000,
  owned_by: id.split("/")[0],
  providers: providers.map((provider) => ({ ...provider, context_length: 32768, supports_tools: false, supports_structured_output: false })),
}));

const MIXTRAL = "mistralai/Mixtral-8x7B-Instruct-v0.1";

function notServed(model) {
  return {
    status: 400,
    body: {
      error: {
        message: `The requested model '${model}' is not supported by any provider you have enabled.`,
        type: "invalid_request_error",
        param: "model",
        code: "model_not_supported",
      },
    },
  };
}

/** The router's answers that depend on who asks or for which model, not on the message. */
function refusalFor(authorization, model) {
  if (authorization === "Bearer bad") {
    return { status: 401, body: { error: "Invalid credentials in Authorization header" } };
  }
  if (authorization === "Bearer hf_broke") {
    return {
      status: 402,
      body: { error: "You have depleted your monthly included credits. Purchase pre-paid credits to continue using Inference Providers." },
    };
  }
  if (model === "org/not-served") return notServed(model);
  if (authorization === "Bearer hf_retired_mixtral" && String(model).split(":")[0] === MIXTRAL) return notServed(model);
  return null;
}

export async function startFakeRouter({ port = 0, host = "127.0.0.1", phone = LEAKED_PHONE } = {}) {
  const requests = [];
  const sockets = new Set();
  let counter = 0;
  // Held answers by key: a release that comes first is kept for the answer that will wait on it.
  const released = new Set();
  const waiting = new Map();
  const release = (key) => {
    const resume = waiting.get(key);
    if (resume) {
      waiting.delete(key);
      resume();
    } else released.add(key);
  };
  const held = (key) => (released.delete(key) ? Promise.resolve() : new Promise((resolve) => waiting.set(key, resolve)));

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString("utf8");

    if (req.url === "/__requests") {
      if (req.method === "DELETE") requests.length = 0;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(requests));
      return;
    }
    if (req.method === "POST" && req.url?.startsWith("/__release?")) {
      release(new URL(req.url, "http://fake").searchParams.get("key") ?? "");
      res.writeHead(204);
      res.end();
      return;
    }

    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method, path: req.url, headers: req.headers, body });

    if (req.method === "GET" && req.url === "/v1/models") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: MODEL_LIST }));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "Not Found" }));
      return;
    }
    if (!String(req.headers.authorization ?? "").startsWith("Bearer ")) {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "Invalid credentials in Authorization header" }));
      return;
    }

    const refusal = refusalFor(String(req.headers.authorization), body?.model);
    if (refusal) {
      res.writeHead(refusal.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(refusal.body));
      return;
    }

    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const user = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
    if (user.includes("[400]")) {
      const { status, body: refusal } = notServed(body?.model);
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(refusal));
      return;
    }
    const status = /\[(500|503|402|429|401|403|404)\]/.exec(user)?.[1];
    if (status) {
      res.writeHead(Number(status), { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: `Fake upstream failure ${status}` }));
      return;
    }
    if (user.includes("[hang]")) return; // never answers; the socket closes when the client gives up
    if (user.includes("[malformed]")) {
      res.writeHead(200, { "Content-Type": body?.stream ? "text/event-stream" : "application/json" });
      res.end(body?.stream ? "data: {not json\n\n" : '{"id": "x", "choices": [');
      return;
    }

    const id = `chatcmpl-fake-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body?.model ?? "unknown";
    const answer = answerFor(messages, phone);
    const slow = user.includes("[slow]");
    const holdKey = HOLD.exec(user)?.[1];

    if (!body?.stream) {
      if (slow) await sleep(300);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          system_fingerprint: "fake",
          choices: [{ index: 0, message: { role: "assistant", content: answer }, logprobs: null, finish_reason: "stop" }],
          usage: { prompt_tokens: 100, completion_tokens: tokens(answer).length, total_tokens: 100 + tokens(answer).length },
        }),
      );
      return;
    }

    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const chunk = (delta, finish = null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        system_fingerprint: "fake",
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      })}\n\n`;
    const pieces = tokens(answer);
    if (slow) await sleep(300);
    res.write(chunk({ role: "assistant", content: "" }));
    for (const [i, piece] of pieces.entries()) {
      if (user.includes("[drop]") && i === Math.floor(pieces.length / 2)) {
        // Let the first half reach the client, then cut the connection mid-answer.
        await sleep(50);
        res.destroy();
        return;
      }
      if (holdKey !== undefined && i === Math.floor(pieces.length / 2)) await held(holdKey);
      if (res.destroyed) return;
      res.write(chunk({ content: piece }));
      // Slow answers pace 20 tokens/s; others just yield now and then, as a real stream would.
      if (slow) await sleep(50);
      else if (i % 20 === 19) await sleep(1);
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });

  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    /** Base URL for HF_ENDPOINT_URL: the client appends /chat/completions. */
    endpointUrl: `${url}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.FAKE_HF_PORT ?? 8790);
  const fake = await startFakeRouter({ port });
  console.log(`fake Hugging Face router listening on ${fake.url}`);
}
