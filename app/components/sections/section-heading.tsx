import type { ReactNode } from "react";

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl">
      <span className="text-accent" aria-hidden="true">
        #{" "}
      </span>
      {children}
    </h2>
  );
}
