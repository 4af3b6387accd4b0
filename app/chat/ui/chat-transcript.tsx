import { Fragment, memo, type ReactNode } from "react";
import type { Exchange } from "~/chat/shared/conversation";
import { ChatText } from "./chat-text";
import { answerText } from "../client/use-conversation";

/** Marks each question, so a new answer can be shown from its start (the question at the top of the log). */
export const QUESTION_SELECTOR = "[data-question]";

function Question({ text }: { text: string }) {
  return (
    <p
      data-question=""
      className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-accent/15 px-3 py-2 text-sm"
    >
      <span className="sr-only">You asked: </span>
      {text}
    </p>
  );
}

const ANSWER = "whitespace-pre-wrap break-words rounded-2xl rounded-bl-md bg-page/60 px-3 py-2 text-sm leading-relaxed";

function Answer({ children }: { children: ReactNode }) {
  return <p className={ANSWER}>{children}</p>;
}

/** Everything above the newest message; it changes only when an exchange begins or ends. */
const EarlierMessages = memo(function EarlierMessages({
  greeting,
  earlier,
  question,
}: {
  greeting: string;
  earlier: readonly Exchange[];
  question: string;
}) {
  return (
    <>
      <Answer>{greeting}</Answer>
      {earlier.map((exchange, index) => (
        <Fragment key={index}>
          <Question text={exchange.question} />
          <Answer>
            <ChatText text={answerText(exchange)} />
          </Answer>
        </Fragment>
      ))}
      <Question text={question} />
    </>
  );
});

/**
 * The conversation as a short transcript: the greeting, the earlier questions and answers,
 * then the newest question and its answer as it is typed. Screen readers hear the answer
 * from the chat box's status, once, when it is complete.
 */
export function ChatTranscript({
  greeting,
  earlier,
  question,
  newest,
}: {
  greeting: string;
  earlier: readonly Exchange[];
  question: string | null;
  /** The newest message as typed so far; null shows the greeting the server rendered. */
  newest: string | null;
}) {
  return (
    <>
      {question !== null ? <EarlierMessages greeting={greeting} earlier={earlier} question={question} /> : null}
      <div className={`${ANSWER} ${question === null ? "min-h-[4.5rem]" : ""}`}>
        {newest !== null ? <ChatText text={newest} /> : <span className="chat-greeting-static">{greeting}</span>}
      </div>
    </>
  );
}
