import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CHAT_ERROR, THINKING } from "~/chat/client/chat-timing";
import { historyTurns, type Exchange } from "~/chat/shared/conversation";
import { keepLatest, loadConversation, saveConversation } from "~/chat/client/saved-conversation";
import { scheduleGreeting } from "~/chat/client/greeting-schedule";
import { useTypewriter } from "~/chat/client/use-typewriter";
import { askAssistant, AskingTooFast } from "./ask-assistant";

/** What the assistant said in an exchange: its answer, or the sentence of the failure. */
export function answerText(exchange: Exchange): string {
  return exchange.reply ?? exchange.error ?? "";
}

/**
 * The chat box's conversation: the exchanges of this tab (restored from sessionStorage,
 * plus the one a no-JavaScript post just brought back), the question being answered, and
 * the newest message as the typewriter shows it. The greeting is typed 2 s after load
 * unless a conversation is already there, which shows at once.
 */
export function useConversation(hello: string, fromServer: Exchange | null) {
  const writer = useTypewriter();
  const { type, show, append } = writer;
  const [initial] = useState(fromServer);
  const [exchanges, setExchanges] = useState<Exchange[]>(() => (initial ? [initial] : []));
  const [pending, setPending] = useState<string | null>(null);
  // False until hydrated: the server's greeting (or answer) stands until the typewriter takes over.
  const [live, setLive] = useState(false);
  const restored = useRef(false);
  const cancelGreeting = useRef<() => void>();
  const asked = useRef(false);
  // From a question until its answer is typed in full; the greeting never counts.
  const [answering, setAnswering] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // Declared before the restore below, so the server's state is never saved over the stored one.
  useEffect(() => {
    if (restored.current) saveConversation(exchanges);
  }, [exchanges]);

  useEffect(() => {
    const conversation = keepLatest([...loadConversation(), ...(initial ? [initial] : [])]);
    restored.current = true;
    const latest = conversation.at(-1);
    // A transition: the box re-renders in slices that yield to the browser, right after hydration.
    startTransition(() => {
      setExchanges(conversation);
      setLive(true);
      if (latest) show(answerText(latest));
    });
    if (latest) return;
    const cancel = scheduleGreeting(() => {
      // A visitor who asked before the greeting came sees it above the question instead.
      if (!asked.current) type(hello);
    });
    cancelGreeting.current = cancel;
    return cancel;
  }, [initial, hello, show, type]);

  const ask = useCallback(
    async (question: string) => {
      asked.current = true;
      cancelGreeting.current?.();
      setAnswering(true);
      setAnnouncement("");
      setPending(question);
      show(THINKING);
      let answer = "";
      let started = false;
      try {
        await askAssistant(question, historyTurns(exchanges), (text) => {
          if (!started) {
            started = true;
            show("");
          }
          answer += text;
          append(text);
        });
        if (!answer.trim()) throw new Error("The assistant sent an empty answer.");
        setExchanges((list) => keepLatest([...list, { question, reply: answer }]));
      } catch (error) {
        // Asking too fast is the visitor's to know (and when to try again); anything else is ours.
        const sentence = error instanceof AskingTooFast ? error.message : CHAT_ERROR;
        if (!(error instanceof AskingTooFast)) console.error("Chat request failed:", error);
        type(sentence);
        setExchanges((list) => keepLatest([...list, { question, error: sentence }]));
      } finally {
        setPending(null);
      }
    },
    [exchanges, show, append, type],
  );

  const done = answering && pending === null && !writer.typing;
  useEffect(() => {
    if (!done) return;
    setAnswering(false);
    setAnnouncement(writer.shown);
  }, [done, writer.shown]);

  const latest = pending === null ? exchanges.at(-1) : undefined;
  // The same list from one typed character to the next, so the transcript above is not redrawn.
  const earlier = useMemo(() => (latest ? exchanges.slice(0, -1) : exchanges), [exchanges, latest]);
  return {
    ask,
    /** A question is being answered: another one waits until the answer is typed in full. */
    busy: answering,
    /** The newest answer once complete, for screen readers to hear once (not a character at a time). */
    announcement,
    /** Exchanges shown above the newest question. */
    earlier,
    /** The question the newest message answers, if the visitor has asked anything. */
    question: pending ?? latest?.question ?? null,
    /** The newest message, or null while the server's greeting stands. */
    newest: live ? writer.shown : latest ? answerText(latest) : null,
  };
}
