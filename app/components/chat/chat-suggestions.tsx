import { memo } from "react";

/**
 * Questions to start with. Submit buttons of the chat form (name="suggestion"), so they
 * work by keyboard and without JavaScript; formNoValidate because the text field is
 * required and may be empty. They come after the Ask button in the document: the first
 * submit button is the one Enter in the text field presses.
 */
export const ChatSuggestions = memo(function ChatSuggestions({ questions, disabled }: { questions: readonly string[]; disabled: boolean }) {
  if (questions.length === 0) return null;
  return (
    <div role="group" aria-labelledby="chat-suggestions-label" className="mt-3">
      <p id="chat-suggestions-label" className="mb-1.5 text-xs text-muted">
        Try asking
      </p>
      <div className="chat-suggestions flex flex-wrap gap-1.5">
        {questions.map((question) => (
          <button
            key={question}
            type="submit"
            name="suggestion"
            value={question}
            formNoValidate
            aria-disabled={disabled || undefined}
            className="flex-none rounded-full border border-line px-3 py-1 text-left text-xs hover:border-accent hover:text-accent aria-disabled:opacity-60"
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
});
