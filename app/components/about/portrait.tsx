import { useState } from "react";
import type { Image } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";

/** The owner's portrait; the alternate shows while the pointer is over it. */
export function Portrait({ portraits }: { portraits: { default: Image; alternate: Image } }) {
  const [hovered, setHovered] = useState(false);
  // The swap needs JavaScript, so the alternate is fetched only once the page is interactive:
  // nothing but the first screen's own bytes comes before the first paint.
  const hydrated = useHydrated();
  const image = hovered ? portraits.alternate : portraits.default;
  return (
    <div
      className="relative size-48 flex-none overflow-hidden rounded-full border-4 border-accent shadow-xl sm:size-56"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {/* No fetchpriority: the bio beside it is the largest paint, and the browser raises an image it finds on screen anyway. */}
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" className="size-full object-cover" />
      {/* Loads the alternate in advance so the first hover does not flash an empty circle. */}
      {hydrated && <link rel="prefetch" as="image" href={portraits.alternate.src} />}
    </div>
  );
}
