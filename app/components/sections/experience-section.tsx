import type { ExperienceEntry } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { NEW_TAB_HINT_ID } from "~/components/ui/new-tab-hint";
import { SectionHeading } from "./section-heading";

export function ExperienceSection({ entries }: { entries: ExperienceEntry[] }) {
  return (
    <section id="experience" aria-labelledby="experience-heading" className="below-fold scroll-mt-24">
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
  // With a url, the title's link stretches over the whole card (one link, one tab stop).
  const title = entry.url ? (
    <a
      href={entry.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={NEW_TAB_HINT_ID}
      className="after:absolute after:inset-0 after:rounded-2xl after:content-['']"
    >
      {entry.title}
      <Icon id="lu:external-link" className="ml-2 inline size-4 align-[-2px] text-muted" />
    </a>
  ) : (
    entry.title
  );
  return (
    <article
      className={`relative block rounded-2xl border border-line bg-card p-5 shadow-sm ${entry.url ? "transition-colors hover:border-accent" : ""}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="font-mono text-sm text-muted">{entry.date}</p>
      </div>
      <p className="mt-1 font-medium text-accent">
        {entry.company} <span className="text-muted">· {entry.employmentType}</span>
      </p>
      {entry.location ? <p className="mt-1 text-sm text-muted">{entry.location}</p> : null}
      <p className="mt-3 leading-relaxed">{entry.description}</p>
    </article>
  );
}
