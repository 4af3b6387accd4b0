const SHAPES = ["circle", "square", "triangle", "circle", "square"] as const;
const PARTICLE_COUNT = 18;

/**
 * Decorative shapes and particles drifting behind the not-found message. Their places
 * and timings live in not-found.css (nth-child rules: the CSP allows no inline styles);
 * under reduced motion they stand still.
 */
export function FloatingShapes() {
  return (
    <div aria-hidden="true" className="floating-scene pointer-events-none absolute inset-0 -z-10">
      {SHAPES.map((kind, index) => (
        <span key={index} className={`floating-shape floating-shape-${kind}`} />
      ))}
      {Array.from({ length: PARTICLE_COUNT }, (_, index) => (
        <span key={`p${index}`} className="floating-particle" />
      ))}
    </div>
  );
}
