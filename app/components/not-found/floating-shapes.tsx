const SHAPES = ["circle", "square", "triangle", "circle", "square"] as const;
const PARTICLE_COUNT = 18;

/**
 * Decorative shapes and particles drifting in a band above or below the not-found message
 * (the band clips them, so they never cross the text). Their places and timings live in
 * not-found.css (nth-child rules: the CSP allows no inline styles); under reduced motion they
 * stand still. The lower band is the upper one turned over.
 */
export function FloatingShapes({ band }: { band: "top" | "bottom" }) {
  return (
    <div aria-hidden="true" className={`floating-scene floating-band floating-band-${band}`}>
      {SHAPES.map((kind, index) => (
        <span key={index} className={`floating-shape floating-shape-${kind}`} />
      ))}
      {Array.from({ length: PARTICLE_COUNT }, (_, index) => (
        <span key={`p${index}`} className="floating-particle" />
      ))}
    </div>
  );
}
