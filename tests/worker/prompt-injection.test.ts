import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { profile } from "../../app/content/profile";
import { asksForPhone } from "../../app/chat/shared/phone";
import { cleanMessage } from "../../app/chat/server/parse-request.server";
import { ORIGIN, setUpFakeModel, setUpWorker } from "./start-worker";

/**
 * Prompt-injection regression: every attempt goes through the real action to a fake model
 * that answers with its whole context, the worst case of a model that obeys the attacker.
 */
const fixture = JSON.parse(readFileSync(new URL("../fixtures/prompt-injections.json", import.meta.url), "utf8")) as {
  licence: string;
  prompts: string[];
};
/** The owner's number's own digits; "" when the content shares none (nothing to get out). */
const phoneDigits = (profile.phone ?? "").replace(/\D/g, "").slice(-10);
const fake = setUpFakeModel();
const worker = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl },
  ratelimits: { CHAT_RATE_LIMITER: { simple: { limit: 100_000, period: 60 } } },
}));

async function ask(message: string, accept: string): Promise<string> {
  const response = await worker.dispatchFetch(`${ORIGIN}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: accept },
    body: JSON.stringify({ message: `${message} [echo-context]` }),
  } as never);
  expect(response.status).toBe(200);
  return response.text();
}

test("the fixture holds at least 40 attempts and says under which licence", () => {
  expect(fixture.prompts.length).toBeGreaterThanOrEqual(40);
  expect(fixture.licence).toMatch(/CC0|Apache|MIT/);
});

test("no injection gets the phone number out, and none reaches the model as a system message", async () => {
  for (const prompt of fixture.prompts) {
    for (const accept of ["application/json", "text/event-stream"]) {
      fake.requests.length = 0;
      const answer = await ask(prompt, accept);
      // Streamed answers arrive as JSON events: read their text back before looking for digits.
      const text =
        accept === "text/event-stream"
          ? answer
              .split("\n\n")
              .filter((event) => event.startsWith("data: "))
              .map((event) => (JSON.parse(event.slice(6)) as { text?: string }).text ?? "")
              .join("")
          : (JSON.parse(answer) as { reply: string }).reply;
      if (phoneDigits && !asksForPhone(prompt)) expect(text.replace(/\D/g, ""), prompt).not.toContain(phoneDigits);
      const [upstream] = fake.requests;
      const messages = upstream?.body?.messages ?? [];
      expect(
        messages.map((m) => m.role),
        prompt,
      ).toEqual(["system", "user"]);
      expect(messages[0]?.content, prompt).not.toContain(prompt);
      // The visitor's words, as a user message, without chat-template markers (see cleanMessage).
      expect(messages[1]?.content, prompt).toContain(cleanMessage(prompt).slice(0, 20));
    }
  }
}, 120_000);
