import type { ExperienceEntry } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "./section-heading";

export function ExperienceSection({ entries }: { entries: ExperienceEntry[] }) {
  return (
    <section id="experience" aria-labelledby="experience-heading" className="scroll-mt-24">
      <SectionHeading id="experience-heading">Experience</SectionHeading>
      <ol className="grid gap-5">
        {entries.map((entry) => (
          <li key={`${entry.company}-${entry.date}`}>
            <ExperienceCard entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ExperienceCard({ entry }: { entry: ExperienceEntry }) {
  const body = (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold">
          {entry.title}
          {entry.url ? <Icon id="lu:external-link" className="ml-2 inline size-4 align-[-2px] text-muted" /> : null}
        </h3>
        <p className="font-mono text-sm text-muted">{entry.date}</p>
      </div>
      <p className="mt-1 font-medium text-accent">
        {entry.company} <span className="text-muted">· {entry.employmentType}</span>
      </p>
      {entry.location ? <p className="mt-1 text-sm text-muted">{entry.location}</p> : null}
      <p className="mt-3 leading-relaxed">{entry.description}</p>
    </>
  );
  const card = "block rounded-2xl border border-line bg-card p-5 shadow-sm";
  if (!entry.url) return <article className={card}>{body}</article>;
  return (
    <a
      href={entry.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${card} transition-colors hover:border-accent`}
    >
      <article>
        {body}
        <span className="sr-only"> (opens in a new tab)</span>
      </article>
    </a>
  );
}
