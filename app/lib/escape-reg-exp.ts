/** Text to match literally inside a regular expression: a name may hold ".", "+" or brackets ("Node.js", "C++", "Tide (v2)"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
