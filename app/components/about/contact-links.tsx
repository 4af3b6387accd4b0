import { Icon } from "~/components/ui/icon";
import { NEW_TAB_HINT_ID } from "~/components/ui/new-tab-hint";
import type { IconId, Profile } from "~/content/types";

interface Link {
  label: string;
  href: string;
  icon: IconId;
  external: boolean;
}

function contactLinks(profile: Profile, whatsapp: string | null): Link[] {
  const links: Link[] = [
    ...profile.links.map((link) => ({ ...link, external: true })),
    { label: `Email ${profile.email}`, href: `mailto:${profile.email}`, icon: "lu:mail", external: false },
  ];
  if (profile.phone && whatsapp) {
    links.push({ label: `WhatsApp ${profile.phone}`, href: whatsapp, icon: "si:whatsapp", external: true });
  }
  return links;
}

/** The owner's profile links, then e-mail, then WhatsApp (its link made on the server) when there is a phone number. */
export function ContactLinks({ profile, whatsapp }: { profile: Profile; whatsapp: string | null }) {
  return (
    <ul aria-label="Contact and profiles" className="flex flex-wrap gap-3">
      {contactLinks(profile, whatsapp).map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-label={link.label}
            title={link.label}
            {...(link.external ? { target: "_blank", rel: "noopener noreferrer", "aria-describedby": NEW_TAB_HINT_ID } : {})}
            className="grid size-11 place-items-center rounded-full border border-line bg-card text-ink transition-colors hover:border-accent hover:text-accent"
          >
            <Icon id={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
