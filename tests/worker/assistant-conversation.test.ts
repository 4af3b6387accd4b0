import { expect, test } from "vitest";
import { profile } from "../../app/content";
import { readAnswerEvents } from "../../app/chat/shared/answer-events";
import type { ChatTurn } from "../../app/chat/shared/conversation";
import { asksForPhone } from "../../app/chat/shared/phone";
import { givesPhone } from "../assistant/evaluate";
import { buildQuestionSet } from "../assistant/question-set";
import { ORIGIN, setUpFakeModel, setUpWorker } from "./start-worker";

/**
 * The question set through the real chat action in workerd, against the fake model: each
 * conversation is asked as the browser asks it (earlier turns and their answers, then the
 * new question), and the fake's record shows what reached the model. The fake's
 * [echo-context] answers with every message it was sent, the worst case of a model that
 * repeats everything, so the answer shows what a visitor could ever see.
 */
const set = buildQuestionSet();
const fake = setUpFakeModel();
const worker = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl, MODEL_DAILY_LIMIT: "1000000" },
  ratelimits: { CHAT_RATE_LIMITER: { simple: { limit: 1_000_000, period: 60 } } },
}));
const ECHO = " [echo-context]";

async function ask(messages: ChatTurn[], accept: "application/json" | "text/event-stream", visitor: number): Promise<string> {
  const response = await worker.dispatchFetch(`${ORIGIN}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: accept, "CF-Connecting-IP": `10.9.${visitor >> 8}.${visitor & 255}` },
    body: JSON.stringify({ messages }),
  } as never);
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  if (accept === "application/json") {
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("reply" in body) || typeof body.reply !== "string") {
      throw new Error(`not a reply: ${JSON.stringify(body)}`);
    }
    return body.reply;
  }
  let text = "";
  for await (const event of readAnswerEvents(response.body as ReadableStream<Uint8Array>)) {
    if (event.type === "error") throw new Error(event.error);
    if (event.type === "text") text += event.text;
  }
  return text;
}

/** The messages the fake model received for the last request. */
function lastSentToModel(): { role: string; content: string }[] {
  const messages = fake.requests.at(-1)?.body?.messages;
  if (!messages) throw new Error("the model received nothing");
  return messages;
}

test.for(set.cases.map((testCase, index) => ({ ...testCase, index })))(
  "$id: the history and the phone rule reach the model as the visitor asked",
  async ({ turns, index }) => {
    const history: ChatTurn[] = [];
    for (const earlier of turns.slice(0, -1)) {
      const reply = await ask([...history, { role: "user", content: earlier }], "application/json", index);
      history.push({ role: "user", content: earlier }, { role: "assistant", content: reply });
    }
    const question = `${turns.at(-1) ?? ""}${ECHO}`;
    const asked = asksForPhone(question);
    // Streaming an echo of the whole context takes about a second in workerd: the streamed
    // path (its own phone redactor) is proved on every question that asks for the phone and
    // on one case in twenty; the others are asked for JSON.
    const accept = asked || index % 20 === 0 ? "text/event-stream" : "application/json";

    const reply = await ask([...history, { role: "user", content: question }], accept, index);
    const sent = lastSentToModel();
    expect(sent.filter((message) => message.role === "system")).toHaveLength(1);
    expect(sent[0]?.role).toBe("system");
    expect(sent.slice(1)).toEqual([...history, { role: "user", content: question }]);
    // An owner without a phone number has none to give or to keep.
    const { phone } = profile;
    if (!phone) return;
    expect(sent[0]?.content.includes(phone), "the phone is in the instructions only when asked for").toBe(asked);
    expect(givesPhone(reply, phone)).toBe(asked);

    // The model says the phone (an earlier answer gave it): it reaches the visitor only when the new question asks.
    const told: ChatTurn[] = [
      { role: "user", content: "How can I reach him?" },
      { role: "assistant", content: `E-mail ${profile.email} or call ${phone}` },
    ];
    const leaked = await ask([...told, ...history, { role: "user", content: question }], accept, index);
    expect(lastSentToModel().slice(1, 3)).toEqual(told);
    expect(givesPhone(leaked, phone), "the phone said by the model").toBe(asked);
  },
);
