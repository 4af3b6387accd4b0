import { Link } from "@remix-run/react";
import type { Profile } from "~/content/types";
import { useTheme } from "~/lib/use-optimistic-theme";
import { LogoButton } from "./logo-button";
import { ThemeToggle } from "./theme-toggle";

const SECTIONS = [
  { id: "about", label: "About" },
  { id: "skills", label: "Skills" },
  { id: "experience", label: "Experience" },
  { id: "projects", label: "Projects" },
] as const;

export function SiteHeader({ profile }: { profile: Profile }) {
  const theme = useTheme();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-page/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:flex-nowrap sm:px-6">
        <LogoButton firstName={profile.firstName} initials={profile.initials} />
        <nav aria-label="Sections" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex justify-between gap-4 text-sm font-medium sm:justify-end sm:gap-6">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                {/* Through the router: a plain fragment link lets its scroll restoration undo every jump after the first. */}
                <Link to={`#${section.id}`} className="inline-block py-2 text-muted transition-colors hover:text-accent">
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle theme={theme} />
      </div>
    </header>
  );
}
