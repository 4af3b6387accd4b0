/** A drag or swipe must travel further than this, in CSS pixels, to change the card. */
const SWIPE_THRESHOLD_PX = 40;

export type Direction = "next" | "prev";

/** The index one step away, wrapping around both ends. */
export function step(index: number, direction: Direction, count: number): number {
  const delta = direction === "next" ? 1 : -1;
  return (((index + delta) % count) + count) % count;
}

/** A left swipe (negative distance) shows the next card, a right swipe the previous one. */
export function swipeDirection(startX: number, endX: number): Direction | null {
  const distance = endX - startX;
  if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return null;
  return distance < 0 ? "next" : "prev";
}
