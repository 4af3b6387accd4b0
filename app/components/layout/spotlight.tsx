import { useEffect, useRef } from "react";

/**
 * A 600px radial light that follows the pointer. It moves through CSS variables set on
 * pointermove, so React never re-renders for it. Fine pointers only; under reduced
 * motion it stays put in the centre (see the CSS in app.css).
 */
export function Spotlight() {
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const finePointer = window.matchMedia("(pointer: fine)");
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let x = 0;
    let y = 0;
    function move(event: PointerEvent) {
      if (!finePointer.matches || reducedMotion.matches) return;
      x = event.clientX;
      y = event.clientY;
      if (frame) return;
      // One style write per frame, at the latest position, however fast the pointer moves.
      frame = requestAnimationFrame(() => {
        frame = 0;
        element?.style.setProperty("--spot-x", `${x}px`);
        element?.style.setProperty("--spot-y", `${y}px`);
      });
    }
    window.addEventListener("pointermove", move, { passive: true });
    return () => {
      window.removeEventListener("pointermove", move);
      cancelAnimationFrame(frame);
    };
  }, []);

  return <div ref={layer} className="spotlight" aria-hidden="true" data-testid="spotlight" />;
}
