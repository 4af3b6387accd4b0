import { useEffect, useRef, useState, type FormEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { CHAT_ERROR, GREETING_DELAY_MS, greeting, THINKING } from "~/lib/chat-timing";
import { useHydrated } from "~/lib/use-hydrated";
import { useTheme } from "~/lib/use-optimistic-theme";
import { useRootTheme } from "~/lib/use-root-theme";
import { useTypewriter } from "~/lib/use-typewriter";
import { askAssistant } from "./ask-assistant";

export interface Exchange {
  question: string;
  reply?: string;
  error?: string;
}

/**
 * The floating assistant. A real form posting to /api/chat, so it works before hydration
 * (the server redirects back with the answer); once hydrated, answers stream in and are
 * typed out 18 ms per character. It fades in 1 s after load through CSS alone.
 */
export function ChatBox({ firstName, exchange }: { firstName: string; exchange: Exchange | null }) {
  const hydrated = useHydrated();
  const theme = useRootTheme(useTheme());
  const writer = useTypewriter();
  const [question, setQuestion] = useState(exchange?.question ?? "");
  const [input, setInput] = useState("");
  const [waiting, setWaiting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const busy = waiting || writer.typing;
  const { type, show, append } = writer;

  useEffect(() => {
    // A no-JS answer is already on the page; otherwise greet 2 s after the page has loaded.
    if (exchange) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      // Hydration may finish after the load event: count the 2 s from the load itself.
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const sinceLoad = navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
      timer = setTimeout(() => type(greeting(firstName)), Math.max(0, GREETING_DELAY_MS - sinceLoad));
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [exchange, firstName, type]);

  useEffect(() => {
    // Controls are disabled while busy, which drops focus: give it back to whoever was typing.
    if (!busy && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [busy]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = input.trim();
    if (!message || busy) return;
    refocus.current = event.currentTarget.contains(document.activeElement);
    setQuestion(message);
    setInput("");
    setWaiting(true);
    show(THINKING);
    let started = false;
    try {
      await askAssistant(message, (text) => {
        if (!started) {
          started = true;
          show("");
        }
        append(text);
      });
      if (!started) throw new Error("The assistant sent an empty answer.");
    } catch (error) {
      console.error("Chat request failed:", error);
      type(CHAT_ERROR);
    } finally {
      setWaiting(false);
    }
  }

  const restored = exchange ? (exchange.reply ?? exchange.error ?? "") : "";

  return (
    <aside aria-label="Chat with the virtual sidekick" className="chat-box">
      <details open className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl p-3 [&::-webkit-details-marker]:hidden">
          <img
            src={theme === "dark" ? "/images/avatar-dark.svg" : "/images/avatar-light.svg"}
            alt={`${firstName}'s virtual sidekick`}
            width={40}
            height={40}
            className="size-10 flex-none rounded-full"
          />
          <span className="flex-1 font-semibold">Ask about {firstName}</span>
          <Icon id="lu:chevron-left" className="size-5 -rotate-90 text-muted transition-transform group-open:rotate-90" />
        </summary>
        <div className="px-3 pb-3">
          {question ? (
            <p className="mb-2 truncate text-sm text-muted">
              <span className="sr-only">You asked: </span>
              <span aria-hidden="true">You: </span>
              {question}
            </p>
          ) : null}
          <div
            aria-live="polite"
            aria-busy={busy}
            className="chat-reply min-h-[4.5rem] whitespace-pre-wrap break-words rounded-xl bg-page/60 p-3 text-sm leading-relaxed"
          >
            {hydrated
              ? writer.shown || restored
              : restored || <span className="chat-greeting-static">{greeting(firstName)}</span>}
          </div>
          <form method="post" action="/api/chat" onSubmit={submit} className="mt-3 flex gap-2">
            <label htmlFor="chat-message" className="sr-only">
              Your question about {firstName}
            </label>
            <input
              ref={inputRef}
              id="chat-message"
              name="message"
              type="text"
              placeholder="hi..."
              autoComplete="off"
              maxLength={500}
              required
              value={input}
              onChange={(event) => setInput(event.target.value)}
              disabled={busy}
              className="min-w-0 flex-1 rounded-full border border-line bg-page px-4 py-2 text-sm placeholder:text-muted disabled:opacity-60"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-1.5 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink disabled:opacity-60"
            >
              <Icon id="lu:send" className="size-4" />
              Ask
            </button>
          </form>
        </div>
      </details>
    </aside>
  );
}
