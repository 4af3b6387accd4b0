/**
 * One line of the setup check's report. `todo` blocks going live (the check exits non-zero);
 * `note` is worth doing but the site works without it; `ok` is done.
 */
export interface Finding {
  level: "ok" | "note" | "todo";
  text: string;
}

export const ok = (text: string): Finding => ({ level: "ok", text });
export const note = (text: string): Finding => ({ level: "note", text });
export const todo = (text: string): Finding => ({ level: "todo", text });
