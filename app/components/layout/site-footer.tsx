import type { Profile } from "~/content/types";

export function SiteFooter({ profile }: { profile: Profile }) {
  return (
    <footer className="relative z-10 border-t border-line py-8 text-center text-sm text-muted">
      <p>
        © {profile.firstName} {profile.lastName} ·{" "}
        <a className="underline underline-offset-4 hover:text-accent" href={`mailto:${profile.email}`}>
          {profile.email}
        </a>
      </p>
    </footer>
  );
}
