export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed left-3 top-3 z-50 -translate-y-24 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
