import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerEventStream, SSE_HEADERS } from "~/lib/chat/answer-stream.server";
import { encodeExchange, exchangeCookie, type ChatExchange } from "~/lib/chat/chat-flash.server";
import { ChatConfigError, readChatConfig, type ChatConfig } from "~/lib/chat/config.server";
import { ChatRequestError, MESSAGES } from "~/lib/chat/errors.server";
import { completeAnswer, describeFailure, modelSignal, streamAnswer, upstreamError } from "~/lib/chat/model.server";
import { offlineReply } from "~/lib/chat/offline-responder.server";
import { readMessage, replyKind, type Reply } from "~/lib/chat/parse-request.server";
import { asksForPhone, createPhoneRedactor, redactPhone } from "~/lib/chat/phone";
import { buildMessages } from "~/lib/chat/prompt.server";
import { spendVisitorQuota } from "~/lib/chat/rate-limit.server";
import { takeFromDailyBudget } from "~/lib/chat/daily-budget.server";
import { isHttps } from "~/lib/cookies";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { profile } from "~/content";

/**
 * POST /api/chat: the site's only API. Validates the question, spends the visitor's quota,
 * asks the model (or the offline responder) and answers as a stream, JSON, or, for a
 * browser without JavaScript, a redirect back to the page that shows the answer.
 */
const NO_STORE = { "Cache-Control": "no-store" };
let toldOffline = false;

function json(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Post/Redirect/Get for a visitor without JavaScript: the exchange rides in a cookie, not the URL. */
async function backToPage(request: Request, exchange: ChatExchange): Promise<Response> {
  const cookie = exchangeCookie(await encodeExchange(exchange), { secure: isHttps(request) });
  return new Response(null, { status: 303, headers: { Location: "/", "Set-Cookie": cookie, ...NO_STORE } });
}

/** Read and checked once per environment (an isolate keeps its env across requests). */
const configs = new WeakMap<object, ChatConfig | ChatConfigError>();

function chatConfig(env: Env): ChatConfig {
  const known = configs.get(env);
  if (known instanceof ChatConfigError) throw known;
  if (known) return known;
  let config: ChatConfig;
  try {
    config = readChatConfig(env);
  } catch (error) {
    if (error instanceof ChatConfigError) {
      // Told once, in the log; every visitor then gets the same short sentence.
      console.error(`chat: configuration: ${error.message}`);
      configs.set(env, error);
    }
    throw error;
  }
  configs.set(env, config);
  if (config.mode === "offline" && !toldOffline) {
    toldOffline = true;
    console.info("chat: no HF_TOKEN configured; the assistant answers offline from app/content/.");
  }
  return config;
}

/** A stream filter that lets everything through (the visitor asked for the phone number). */
const UNREDACTED = { push: (text: string) => text, flush: () => "" };

/** Keeps the phone number out of answers to questions that did not ask for it. */
function privacyFilter(question: string) {
  const allowed = asksForPhone(question);
  return {
    redact: (text: string) => (allowed ? text : redactPhone(text, profile.phone)),
    streaming: () => (allowed ? UNREDACTED : createPhoneRedactor(profile.phone)),
  };
}

async function streamedReply(config: Extract<ChatConfig, { mode: "model" }>, question: string): Promise<Response> {
  const signal = modelSignal(config);
  const pieces = streamAnswer(config, buildMessages(question), signal);
  let first: IteratorResult<string>;
  try {
    // Wait for the first piece so a failure before it still gets its own status (502/504).
    first = await pieces.next();
  } catch (error) {
    console.error(`chat: ${describeFailure(error, config.token)}`);
    throw upstreamError(error, signal);
  }
  if (first.done) {
    console.error("chat: the model sent an empty answer");
    throw new ChatRequestError(502, MESSAGES.upstream);
  }
  const body = answerEventStream(first.value, pieces, privacyFilter(question).streaming(), (error) =>
    console.error(`chat: stream broke off: ${describeFailure(error, config.token)}`),
  );
  return new Response(body, { headers: SSE_HEADERS });
}

async function wholeReply(config: ChatConfig, question: string): Promise<string> {
  if (config.mode === "offline") return offlineReply(question);
  const signal = modelSignal(config);
  try {
    return privacyFilter(question).redact(await completeAnswer(config, buildMessages(question), signal));
  } catch (error) {
    console.error(`chat: ${describeFailure(error, config.token)}`);
    throw upstreamError(error, signal);
  }
}

async function answer(kind: Reply, config: ChatConfig, question: string, request: Request): Promise<Response> {
  if (kind === "stream" && config.mode === "model") return streamedReply(config, question);
  const reply = await wholeReply(config, question);
  if (kind === "document") return backToPage(request, { question, reply });
  if (kind === "stream") {
    // The whole reply is already here (offline): one piece, then the end.
    const body = answerEventStream(reply, (async function* () {})(), UNREDACTED, () => undefined);
    return new Response(body, { headers: SSE_HEADERS });
  }
  return json({ reply });
}

async function failure(kind: Reply, error: unknown, request: Request, question: string): Promise<Response> {
  let refusal: ChatRequestError;
  if (error instanceof ChatRequestError) refusal = error;
  else if (error instanceof ChatConfigError) {
    refusal = new ChatRequestError(500, MESSAGES.config);
  } else {
    console.error(`chat: unexpected ${error instanceof Error ? error.name : typeof error}`);
    refusal = new ChatRequestError(500, MESSAGES.upstream);
  }
  // A page visitor sees the sentence in the chat box; refusals of the request itself stay plain JSON.
  if (kind === "document" && ![403, 405, 415].includes(refusal.status)) {
    return backToPage(request, { question, error: refusal.message });
  }
  return json({ error: refusal.message }, refusal.status, refusal.headers);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const kind = replyKind(request);
  let question = "";
  try {
    if (request.method !== "POST") throw new ChatRequestError(405, MESSAGES.method, { Allow: "POST" });
    if (isCrossSiteRequest(request)) throw new ChatRequestError(403, MESSAGES.crossSite);
    question = await readMessage(request);
    const env = context.cloudflare.env;
    let config = chatConfig(env);
    await spendVisitorQuota(env.CHAT_RATE_LIMITER, request);
    // Past the site's daily budget of model calls, the assistant keeps answering, offline.
    if (config.mode === "model" && !(await takeFromDailyBudget(env.MODEL_BUDGET, config.dailyLimit))) {
      config = { mode: "offline", model: config.model };
    }
    return await answer(kind, config, question, request);
  } catch (error) {
    return failure(kind, error, request, question);
  }
}

export function loader() {
  return json({ error: MESSAGES.method }, 405, { Allow: "POST" });
}
