import { useState } from "react";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { ShownPicture } from "~/lib/picture";
import { useHydrated } from "~/lib/use-hydrated";

/** The circle's widths: 12rem, and 14rem from the `sm` breakpoint. */
const SIZES = "(min-width: 640px) 224px, 192px";

/** The owner's portrait; the alternate shows while the pointer is over it. */
export function Portrait({ portraits }: { portraits: { default: ShownPicture; alternate: ShownPicture } }) {
  const [hovered, setHovered] = useState(false);
  // The swap needs JavaScript, so the alternate is fetched only once the page is interactive:
  // nothing but the first screen's own bytes comes before the first paint.
  const hydrated = useHydrated();
  const picture = hovered ? portraits.alternate : portraits.default;
  return (
    <div
      className="relative size-48 flex-none overflow-hidden rounded-full border-4 border-accent shadow-xl sm:size-56"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {/* No fetchpriority: the bio beside it is the largest paint, and the browser raises an image it finds on screen anyway. */}
      <ResponsivePicture picture={picture} sizes={SIZES} className="size-full object-cover" />
      {/* Loads the alternate in advance, in the format and width this browser will pick, so the first hover does not flash. */}
      {hydrated && !hovered && (
        <div hidden>
          <ResponsivePicture picture={portraits.alternate} sizes={SIZES} />
        </div>
      )}
    </div>
  );
}
