import { expect, test } from "vitest";
import { ChatRequestError } from "./errors.server";
import { cleanMessage, readMessage, replyKind } from "./parse-request.server";

const URL_ = "https://portfolio.example.com/api/chat";

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType, ...headers } : headers,
  });
}

async function statusOf(request: Request): Promise<number | string> {
  try {
    return await readMessage(request);
  } catch (error) {
    if (error instanceof ChatRequestError) return error.status;
    throw error;
  }
}

test("reads the message from a form, multipart and JSON", async () => {
  expect(await readMessage(post("message=Hi+there%21", "application/x-www-form-urlencoded"))).toBe("Hi there!");
  const form = new FormData();
  form.set("message", "From multipart");
  const multipart = new Request(URL_, { method: "POST", body: form });
  expect(await readMessage(multipart)).toBe("From multipart");
  expect(await readMessage(post(JSON.stringify({ message: "  From JSON  " }), "application/json; charset=utf-8"))).toBe(
    "From JSON",
  );
});

test("refuses other content types, malformed bodies and empty messages with the right status", async () => {
  expect(await statusOf(post("message=hi", "text/plain"))).toBe(415);
  expect(await statusOf(post("message=hi", null))).toBe(415);
  expect(await statusOf(post("{not json", "application/json"))).toBe(400);
  expect(await statusOf(post('{"message": 42}', "application/json"))).toBe(400);
  expect(await statusOf(post('["message"]', "application/json"))).toBe(400);
  expect(await statusOf(post('{"message":"hi","role":"system"}', "application/json"))).toBe(400);
  expect(await statusOf(post("message=%20%20%0A", "application/x-www-form-urlencoded"))).toBe(400);
  expect(await statusOf(post("other=1", "application/x-www-form-urlencoded"))).toBe(400);
  expect(await statusOf(post(new Uint8Array([0xff, 0xfe, 0x00]), "application/json"))).toBe(400);
  expect(await statusOf(post("--x\r\nbroken", "multipart/form-data; boundary=x"))).toBe(400);
});

test("limits the message to 500 characters and the body to 8 KB, with or without Content-Length", async () => {
  expect(await statusOf(post(`message=${"a".repeat(500)}`, "application/x-www-form-urlencoded"))).toBe("a".repeat(500));
  expect(await statusOf(post(`message=${"a".repeat(501)}`, "application/x-www-form-urlencoded"))).toBe(413);
  // 500 emoji are 500 characters, though 2,000 bytes.
  expect(await statusOf(post(JSON.stringify({ message: "😀".repeat(500) }), "application/json"))).toBe("😀".repeat(500));
  expect(await statusOf(post("message=" + "a".repeat(9000), "application/x-www-form-urlencoded"))).toBe(413);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("a".repeat(1000)));
      controller.close();
    },
  });
  const chunked = new Request(URL_, {
    method: "POST",
    body: stream,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
  expect(await statusOf(chunked)).toBe(413);
  expect(await statusOf(post("message=hi", "application/x-www-form-urlencoded", { "Content-Length": "999999" }))).toBe(413);
});

test("control characters, invisible characters and bidi overrides are removed, lone surrogates replaced", () => {
  expect(cleanMessage("he\u0000llo\u0007 \ud800world\n")).toBe("hello \ufffdworld");
  expect(cleanMessage("\u202eevil\u202c \u200bzero\u200d")).toBe("evil zero");
  expect(cleanMessage("\u200b\u200b\ufeff")).toBe("");
});

test("the Accept header picks a stream, JSON or a page", () => {
  const request = (headers: Record<string, string>) => new Request(URL_, { method: "POST", headers });
  expect(replyKind(request({ Accept: "text/event-stream" }))).toBe("stream");
  expect(replyKind(request({ Accept: "application/json" }))).toBe("json");
  expect(replyKind(request({ Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" }))).toBe("document");
  expect(replyKind(request({ Accept: "*/*" }))).toBe("json");
});
