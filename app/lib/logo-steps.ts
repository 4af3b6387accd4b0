/** The logo's typing pace: one character erased or typed each step. */
export const LOGO_STEP_MS = 60;

/**
 * The texts the logo shows on its way from `from` to `to`: characters are erased until
 * what is left starts `to`, then the rest is typed. "Maya" → "ML" gives
 * ["May", "Ma", "M", "ML"]; the way back mirrors it.
 */
export function logoSteps(from: string, to: string): string[] {
  const steps: string[] = [];
  let text = from;
  while (!to.startsWith(text)) {
    text = text.slice(0, -1);
    steps.push(text);
  }
  while (text !== to) {
    text = to.slice(0, text.length + 1);
    steps.push(text);
  }
  return steps;
}
