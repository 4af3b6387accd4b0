import { Fragment } from "react";
import { NEW_TAB_HINT_ID } from "~/components/ui/new-tab-hint";
import { linkify } from "~/chat/client/linkify";

/** An answer's text with its web and e-mail addresses as links: elements, never HTML. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a
            key={index}
            href={part.href}
            className="font-medium text-accent underline underline-offset-2 [overflow-wrap:anywhere]"
            {...(part.external ? { target: "_blank", rel: "noopener noreferrer", "aria-describedby": NEW_TAB_HINT_ID } : {})}
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
