// Newer HTML attributes React 18 passes through untouched but its types do not list yet.
// They make the hire dialog open, close and light-dismiss before (or without) JavaScript, and the carousel's side cards inert.
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- augmentations must repeat the type parameter of the interfaces they extend */

declare module "react" {
  interface HTMLAttributes<T> {
    /** https://html.spec.whatwg.org/multipage/interaction.html#the-inert-attribute (React 18 passes it on as a string) */
    inert?: "";
  }
  interface ButtonHTMLAttributes<T> {
    /** https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command */
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    /** https://html.spec.whatwg.org/multipage/interactive-elements.html#attr-dialog-closedby */
    closedby?: "any" | "closerequest" | "none";
  }
}
