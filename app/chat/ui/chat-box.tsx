import { useRef, useState, type FormEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { greeting } from "~/chat/client/chat-timing";
import type { Profile } from "~/content/types";
import type { Exchange } from "~/chat/shared/conversation";
import { MAX_QUESTION_CHARS } from "~/chat/shared/limits";
import { useNonce } from "~/lib/nonce-context";
import { useTheme } from "~/lib/use-optimistic-theme";
import { useRootTheme } from "~/lib/use-root-theme";
import { ChatSuggestions } from "./chat-suggestions";
import { ChatTranscript, QUESTION_SELECTOR } from "./chat-transcript";
import { SETTLE_BOX, useChatDisclosure } from "../client/use-chat-disclosure";
import { useConversation } from "../client/use-conversation";
import { useStickToBottom } from "../client/use-stick-to-bottom";

/** The suggestion button that submitted the form, if one did. */
function chosenSuggestion(event: FormEvent<HTMLFormElement>): string | null {
  const native = event.nativeEvent;
  const submitter = "submitter" in native ? native.submitter : null;
  return submitter instanceof HTMLButtonElement && submitter.name === "suggestion" ? submitter.value : null;
}

/**
 * The floating assistant. A real form posting to /api/chat, so it works before hydration
 * (the server redirects back with the answer); once hydrated, answers stream in and are
 * typed out 18 ms per character, and the conversation is kept for the tab's session and
 * sent with each question. It fades in 1 s after load through CSS alone; wherever it would
 * cover the page's controls, it waits folded into its header bar.
 */
export function ChatBox({
  owner,
  exchange,
  suggestions,
  keptDays = null,
}: {
  owner: Pick<Profile, "firstName" | "pronouns">;
  exchange: Exchange | null;
  suggestions: readonly string[];
  /** How long the question log keeps questions; null when it is off. */
  keptDays?: number | null;
}) {
  const { firstName } = owner;
  const theme = useRootTheme(useTheme());
  const nonce = useNonce();
  const hello = greeting(owner);
  const conversation = useConversation(hello, exchange);
  const { ask, busy, question, newest } = conversation;
  const [input, setInput] = useState("");
  const [heldBack, setHeldBack] = useState(false);
  if (heldBack && !busy) setHeldBack(false);
  const [settle] = useState(exchange === null);
  const box = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const log = useStickToBottom<HTMLDivElement>(`${conversation.earlier.length} ${question} ${newest}`, QUESTION_SELECTOR);
  const onKeyDown = useChatDisclosure(box, details);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const suggestion = chosenSuggestion(event);
    const message = (suggestion ?? input).trim();
    if (!message) return;
    // While an answer comes, a second question is not sent: it stays in the field, and the box says why.
    if (busy) {
      setHeldBack(true);
      return;
    }
    // A chosen suggestion leaves whatever the visitor was typing in place; the suggestions go, so focus moves to the field.
    if (suggestion === null) setInput("");
    else inputRef.current?.focus();
    log.stick();
    void ask(message);
  }

  return (
    <aside ref={box} aria-label="Chat with the virtual sidekick" className="chat-box" onKeyDown={onKeyDown}>
      <details ref={details} open className="group" onToggle={log.stick}>
        <summary className="chat-summary flex cursor-pointer list-none items-center gap-3 rounded-2xl p-3 [&::-webkit-details-marker]:hidden">
          <img
            src={theme === "dark" ? "/images/avatar-dark.svg" : "/images/avatar-light.svg"}
            alt={`${firstName}'s virtual sidekick`}
            width={40}
            height={40}
            className="size-10 flex-none rounded-full"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Ask about {firstName}</span>
            {/* Folded, the bar shows how the conversation starts (drawn by CSS from the attribute,
                so the page's text holds the greeting once); open, the message itself is below. */}
            <span aria-hidden="true" data-preview={hello} className="chat-preview block truncate text-xs text-muted group-open:hidden" />
          </span>
          <Icon id="lu:chevron-left" className="size-5 -rotate-90 text-muted transition-transform group-open:rotate-90" />
        </summary>
        <div className="px-3 pb-3">
          <div
            ref={log.ref}
            onScroll={log.onScroll}
            role="group"
            aria-label="Conversation"
            tabIndex={log.scrollable ? 0 : undefined}
            className="chat-log flex flex-col gap-2 rounded-xl"
          >
            <ChatTranscript greeting={hello} earlier={conversation.earlier} question={question} newest={newest} />
          </div>
          <form method="post" action="/api/chat" onSubmit={submit} className="mt-3">
            <div className="flex gap-2">
              <label htmlFor="chat-message" className="sr-only">
                Your question about {firstName}
              </label>
              <input
                id="chat-message"
                name="message"
                type="text"
                placeholder="hi..."
                autoComplete="off"
                maxLength={MAX_QUESTION_CHARS}
                required
                value={input}
                ref={inputRef}
                onChange={(event) => setInput(event.target.value)}
                className="min-w-0 flex-1 rounded-full border border-control bg-page px-4 py-2 text-sm placeholder:text-muted"
              />
              <button
                type="submit"
                aria-disabled={busy || undefined}
                className="inline-flex items-center gap-1.5 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink aria-disabled:cursor-wait aria-disabled:opacity-60"
              >
                <Icon id="lu:send" className="size-4" />
                Ask
              </button>
            </div>
            {/* Shown with the greeting, until the visitor has asked something. */}
            <p aria-live="polite" className="mt-2 text-xs text-muted empty:mt-0">
              {heldBack ? "One moment: your question is kept; send it once this answer is complete." : null}
            </p>
            {question === null ? <ChatSuggestions questions={suggestions} disabled={busy} /> : null}
            {keptDays ? (
              <p className="mt-2 text-xs text-muted">Questions are kept {keptDays} days, without who asked, to improve the answers.</p>
            ) : null}
          </form>
          <p role="status" className="sr-only">
            {conversation.announcement}
          </p>
        </div>
      </details>
      {settle ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SETTLE_BOX }} /> : null}
    </aside>
  );
}
