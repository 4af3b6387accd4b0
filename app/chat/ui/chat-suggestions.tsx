import { memo } from "react";

/**
 * Questions to start with. Submit buttons of the chat form (name="suggestion"), so they
 * work by keyboard and without JavaScript; formNoValidate because the text field is
 * required and may be empty. They come after the Ask button in the document: the first
 * submit button is the one Enter in the text field presses. Drawn as buttons (an outline
 * of 3:1 or more, squarer corners), unlike the borderless skill tags of the page.
 */
export const ChatSuggestions = memo(function ChatSuggestions({ questions, disabled }: { questions: readonly string[]; disabled: boolean }) {
  if (questions.length === 0) return null;
  return (
    <div role="group" aria-labelledby="chat-suggestions-label" className="mt-3">
      <p id="chat-suggestions-label" className="mb-1.5 text-xs text-muted">
        Try asking
      </p>
      {/* Chromium leaves a focused button that is partly shown where it is: bring it (and its ring) into the row. */}
      <div
        className="chat-suggestions flex flex-wrap gap-1.5"
        onFocus={(event) => event.target.scrollIntoView({ block: "nearest", inline: "nearest" })}
      >
        {questions.map((question) => (
          <button
            key={question}
            type="submit"
            name="suggestion"
            value={question}
            formNoValidate
            aria-disabled={disabled || undefined}
            className="flex-none rounded-lg border border-control bg-page px-3 py-1.5 text-left text-xs font-medium hover:border-accent hover:text-accent aria-disabled:opacity-60"
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
});
