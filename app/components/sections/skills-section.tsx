import type { SkillGroup } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "./section-heading";

export function SkillsSection({ groups }: { groups: SkillGroup[] }) {
  return (
    <section id="skills" aria-labelledby="skills-heading" className="below-fold scroll-mt-24">
      <SectionHeading id="skills-heading">Skills and Tools</SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.title}>
            <article aria-labelledby={`skill-group-${slug(group.title)}`} className="h-full rounded-2xl border border-line bg-card p-5 shadow-sm">
              <h3 id={`skill-group-${slug(group.title)}`} className="mb-4 text-lg font-semibold">
                {group.title}
              </h3>
              <ul className="flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li key={item.label} className="flex items-center gap-2 rounded-full bg-page px-3 py-1.5 text-sm">
                    <Icon id={item.icon} className="size-4 flex-none text-accent" />
                    {item.label}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
