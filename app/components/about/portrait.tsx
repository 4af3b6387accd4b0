import { useState } from "react";
import type { Image } from "~/content/types";

/** The owner's portrait; the alternate shows while the pointer is over it. */
export function Portrait({ portraits }: { portraits: { default: Image; alternate: Image } }) {
  const [hovered, setHovered] = useState(false);
  const image = hovered ? portraits.alternate : portraits.default;
  return (
    <div
      className="relative size-48 flex-none overflow-hidden rounded-full border-4 border-accent shadow-xl sm:size-56"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchpriority="high"
        decoding="async"
        className="size-full object-cover"
      />
      {/* Loads the alternate in advance so the first hover does not flash an empty circle. */}
      <link rel="prefetch" as="image" href={portraits.alternate.src} />
    </div>
  );
}
