import { profile } from "~/content";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { offlineAnswer } from "./answerer/answer.server";
import { answerEventStream, SSE_HEADERS, wholeAnswerStream } from "./answer-stream.server";
import { chatConfig, ChatConfigError, type ChatConfig, type ChatEnv, type ModelConfig } from "./config.server";
import type { DailyModelBudget } from "./daily-budget-object.server";
import { redirectWithExchange } from "./exchange-cookie.server";
import { ChatRequestError, MESSAGES } from "./errors.server";
import { completeAnswer, describeFailure, modelSignal, streamAnswer, upstreamError } from "./model.server";
import { readChatRequest, replyKind, type ChatRequest, type Reply } from "./parse-request.server";
import { phonePrivacy } from "./phone";
import { buildMessages } from "./prompt.server";
import { spendVisitorQuota, takeFromDailyBudget } from "./quotas.server";

/**
 * POST /api/chat, step by step: read the question and the conversation, check the caller
 * and the quotas, then answer (from the model, or offline from the content folder) as a
 * stream, JSON, or, for a browser without JavaScript, a redirect back to the page.
 */
interface ChatBindings extends ChatEnv {
  CHAT_RATE_LIMITER?: RateLimit;
  MODEL_BUDGET?: DurableObjectNamespace<DailyModelBudget>;
}

const NO_STORE = { "Cache-Control": "no-store" };

function json(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

async function streamedReply(config: ModelConfig, { question, history }: ChatRequest): Promise<Response> {
  const signal = modelSignal(config);
  const pieces = streamAnswer(config, buildMessages(question, history), signal);
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
  const body = answerEventStream(first.value, pieces, phonePrivacy(question, profile.phone).streaming(), (error) =>
    console.error(`chat: stream broke off: ${describeFailure(error, config.token)}`),
  );
  return new Response(body, { headers: SSE_HEADERS });
}

/** The whole answer at once, from the model or offline; either way the phone rule holds. */
async function wholeReply(config: ChatConfig, { question, history }: ChatRequest): Promise<string> {
  const { redact } = phonePrivacy(question, profile.phone);
  if (config.mode === "offline") return redact(offlineAnswer(question, history));
  const signal = modelSignal(config);
  try {
    return redact(await completeAnswer(config, buildMessages(question, history), signal));
  } catch (error) {
    console.error(`chat: ${describeFailure(error, config.token)}`);
    throw upstreamError(error, signal);
  }
}

async function answer(kind: Reply, config: ChatConfig, asked: ChatRequest, request: Request): Promise<Response> {
  if (kind === "stream" && config.mode === "model") return streamedReply(config, asked);
  const reply = await wholeReply(config, asked);
  // Without JavaScript the page shows one exchange: the question just asked and its answer.
  if (kind === "document") return redirectWithExchange(request, { question: asked.question, reply });
  if (kind === "stream") return new Response(wholeAnswerStream(reply), { headers: SSE_HEADERS });
  return json({ reply });
}

/** The refusal as the caller sees it: JSON with a sentence, or the sentence on the page. */
async function failure(kind: Reply, error: unknown, request: Request, question: string): Promise<Response> {
  let refusal: ChatRequestError;
  if (error instanceof ChatRequestError) refusal = error;
  else if (error instanceof ChatConfigError) refusal = new ChatRequestError(500, MESSAGES.config);
  else {
    console.error(`chat: unexpected ${error instanceof Error ? error.name : typeof error}`);
    refusal = new ChatRequestError(500, MESSAGES.upstream);
  }
  // A page visitor sees the sentence in the chat box; refusals of the request itself stay plain JSON.
  if (kind === "document" && ![403, 405, 415].includes(refusal.status)) {
    return redirectWithExchange(request, { question, error: refusal.message });
  }
  return json({ error: refusal.message }, refusal.status, refusal.headers);
}

/** Past the site's daily budget of model calls, the assistant keeps answering, offline. */
async function withinDailyBudget(config: ChatConfig, env: ChatBindings): Promise<ChatConfig> {
  if (config.mode === "model" && !(await takeFromDailyBudget(env.MODEL_BUDGET, config.dailyLimit))) {
    return { mode: "offline", model: config.model };
  }
  return config;
}

/** The chat API's whole answer to any request (a method other than POST is a 405); never throws. */
export async function answerChat(request: Request, env: ChatBindings): Promise<Response> {
  const kind = replyKind(request);
  let question = "";
  try {
    if (request.method !== "POST") throw new ChatRequestError(405, MESSAGES.method, { Allow: "POST" });
    if (isCrossSiteRequest(request)) throw new ChatRequestError(403, MESSAGES.crossSite);
    const asked = await readChatRequest(request);
    question = asked.question;
    const config = chatConfig(env);
    await spendVisitorQuota(env.CHAT_RATE_LIMITER, request);
    return await answer(kind, await withinDailyBudget(config, env), asked, request);
  } catch (error) {
    return failure(kind, error, request, question);
  }
}
