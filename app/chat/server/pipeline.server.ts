import * as siteContent from "~/content";
import { ownerFacts } from "../facts/owner-facts";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { offlineAnswerWithTopic } from "../answerer/answer.server";
import { answerEventStream, SSE_HEADERS, wholeAnswerStream } from "./answer-stream.server";
import { chatConfig, ChatConfigError, type ChatConfig, type ChatEnv, type ModelConfig } from "./config.server";
import type { DailyModelBudget } from "./daily-budget-object.server";
import { redirectWithExchange } from "./exchange-cookie.server";
import { ChatRequestError, MESSAGES } from "./errors.server";
import { breakerLine, describeModelFailure, failureLine } from "./model-failure.server";
import { completeAnswer, EmptyAnswerError, modelSignal, streamAnswer } from "./model.server";
import { readChatRequest, replyKind, type ChatRequest, type Reply } from "./parse-request.server";
import { phonePrivacy, type StreamRedactor } from "../shared/phone";
import { lastQuestion } from "../shared/conversation";
import { buildMessages } from "./prompt.server";
import { admitModelCall, spendVisitorQuota, type ModelTicket } from "./quotas.server";
import { recordQuestion, type AskedQuestion } from "./questions/log.server";
import type { QuestionLogEnv } from "./questions/settings.server";

/**
 * POST /api/chat, step by step: read the question and the conversation, check the caller
 * and the quotas, then answer (from the model, or offline from the content folder) as a
 * stream, JSON, or, for a browser without JavaScript, a redirect back to the page.
 */
interface ChatBindings extends ChatEnv, QuestionLogEnv {
  CHAT_RATE_LIMITER?: RateLimit;
  MODEL_BUDGET?: DurableObjectNamespace<DailyModelBudget>;
}

const NO_STORE = { "Cache-Control": "no-store" };

function json(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Records a failed call at the gate and tells the owner: the breaker's line if it opened, else the failure's. */
async function settleFailure(ticket: ModelTicket, config: ModelConfig, error: unknown, signal: AbortSignal): Promise<void> {
  const failure = describeModelFailure(error, signal, config);
  const opened = await ticket.settle({ ok: false, lasting: failure.lasting });
  console.error(opened ? breakerLine(failure, opened.openedForMs) : failureLine(failure));
}

/** What the question log keeps of an answer, told once the answer is known. */
type Recorder = (answer: Omit<AskedQuestion, "question">) => void;

const owner = ownerFacts(siteContent);

/** The phone rule for one answer, as the owner's privacy rules word it: the same for the model's answer and the offline one. */
function phoneRuleFor(question: string, history: ChatRequest["history"]) {
  return phonePrivacy(question, owner.contact.phone ?? undefined, lastQuestion(history) ?? "", owner.contact.phoneRule);
}

/** The offline answer as the visitor gets it: the answerer's, then the phone rule (also what bench:assistant times). */
export function offlineAnswerTo(question: string, history: ChatRequest["history"]) {
  const offline = offlineAnswerWithTopic(question, history);
  return { ...offline, reply: phoneRuleFor(question, history).redact(offline.answer) };
}

function offlineReply({ question, history }: ChatRequest, record: Recorder): string {
  const { reply, topic, fallback } = offlineAnswerTo(question, history);
  record({ answeredBy: "offline", intent: topic, fallback, answerChars: reply.length });
  return reply;
}

/** The stream's redactor, counting what reaches the visitor; its last flush records the answer. */
function counting(redactor: StreamRedactor, record: Recorder): StreamRedactor {
  let chars = 0;
  const counted = (text: string) => {
    chars += text.length;
    return text;
  };
  return {
    push: (chunk) => counted(redactor.push(chunk)),
    flush: () => {
      const rest = counted(redactor.flush());
      record({ answeredBy: "model", answerChars: chars });
      return rest;
    },
  };
}

/**
 * The model's answer as it is generated. A failure before its first words (an error status, a
 * timeout, an empty answer) gives the offline answer instead, as one piece.
 */
async function streamedReply(config: ModelConfig, ticket: ModelTicket, asked: ChatRequest, record: Recorder): Promise<ReadableStream<Uint8Array>> {
  const signal = modelSignal(config);
  const pieces = streamAnswer(config, buildMessages(asked.question, asked.history), signal);
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
    if (first.done) throw new EmptyAnswerError("The model sent an empty answer.");
  } catch (error) {
    await settleFailure(ticket, config, error, signal);
    return wholeAnswerStream(offlineReply(asked, record));
  }
  await ticket.settle({ ok: true });
  return answerEventStream(first.value, pieces, counting(phoneRuleFor(asked.question, asked.history).streaming(), record), (error) =>
    console.error(`chat: the answer broke off after its first words; they were kept. (${describeModelFailure(error, signal, config).what})`),
  );
}

/** The whole answer at once, from the model or, when its call fails, offline; either way the phone rule holds. */
async function wholeReply(config: ModelConfig, ticket: ModelTicket, asked: ChatRequest, record: Recorder): Promise<string> {
  const signal = modelSignal(config);
  try {
    const reply = await completeAnswer(config, buildMessages(asked.question, asked.history), signal);
    await ticket.settle({ ok: true });
    const redacted = phoneRuleFor(asked.question, asked.history).redact(reply);
    record({ answeredBy: "model", answerChars: redacted.length });
    return redacted;
  } catch (error) {
    await settleFailure(ticket, config, error, signal);
    return offlineReply(asked, record);
  }
}

async function answer(kind: Reply, config: ChatConfig, asked: ChatRequest, request: Request, env: ChatBindings, record: Recorder): Promise<Response> {
  // Past the day's budget, with the breaker open, or without a token, the assistant answers offline.
  const ticket = config.mode === "model" ? await admitModelCall(env.MODEL_BUDGET, config) : null;
  if (kind === "stream") {
    const body =
      config.mode === "model" && ticket ? await streamedReply(config, ticket, asked, record) : wholeAnswerStream(offlineReply(asked, record));
    return new Response(body, { headers: SSE_HEADERS });
  }
  const reply = config.mode === "model" && ticket ? await wholeReply(config, ticket, asked, record) : offlineReply(asked, record);
  // Without JavaScript the page shows one exchange: the question just asked and its answer.
  if (kind === "document") return redirectWithExchange(request, { question: asked.question, reply });
  return json({ reply });
}

/** The refusal as the caller sees it: JSON with a sentence, or the sentence on the page. */
async function failure(kind: Reply, error: unknown, request: Request, question: string): Promise<Response> {
  let refusal: ChatRequestError;
  if (error instanceof ChatRequestError) refusal = error;
  else if (error instanceof ChatConfigError) refusal = new ChatRequestError(500, MESSAGES.config);
  else {
    console.error(`chat: unexpected ${error instanceof Error ? error.name : typeof error}`);
    refusal = new ChatRequestError(500, MESSAGES.unexpected);
  }
  // A page visitor sees the sentence in the chat box; refusals of the request itself stay plain JSON.
  if (kind === "document" && ![403, 405, 415].includes(refusal.status)) {
    return redirectWithExchange(request, { question, error: refusal.message });
  }
  return json({ error: refusal.message }, refusal.status, refusal.headers);
}

/**
 * The chat API's whole answer to any request (a method other than POST is a 405); never throws.
 * With `ctx`, each answered question goes to the anonymous question log after the answer.
 */
export async function answerChat(request: Request, env: ChatBindings, ctx?: Pick<ExecutionContext, "waitUntil">): Promise<Response> {
  const kind = replyKind(request);
  let question = "";
  try {
    if (request.method !== "POST") throw new ChatRequestError(405, MESSAGES.method, { Allow: "POST" });
    if (isCrossSiteRequest(request)) throw new ChatRequestError(403, MESSAGES.crossSite);
    const asked = await readChatRequest(request);
    question = asked.question;
    const config = chatConfig(env);
    await spendVisitorQuota(env.CHAT_RATE_LIMITER, request);
    const record: Recorder = (answered) => recordQuestion(env, ctx, { question: asked.question, ...answered });
    return await answer(kind, config, asked, request, env, record);
  } catch (error) {
    return failure(kind, error, request, question);
  }
}
