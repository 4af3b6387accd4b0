export const NEW_TAB_HINT_ID = "new-tab-hint";

/** One hidden sentence that every link opening a new tab points to with aria-describedby. */
export function NewTabHint() {
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      Opens in a new tab
    </span>
  );
}
