import { Icon } from "~/components/ui/icon";
import { NEW_TAB_HINT_ID } from "~/components/ui/new-tab-hint";
import type { IconId, Profile } from "~/content/types";
import { whatsappHref } from "~/lib/contact";

interface Link {
  label: string;
  href: string;
  icon: IconId;
  external: boolean;
}

function contactLinks(profile: Profile): Link[] {
  const { codeHost, professionalNetwork, photoSocial } = profile.links;
  return [
    { ...codeHost, external: true },
    { ...professionalNetwork, external: true },
    { ...photoSocial, external: true },
    { label: `Email ${profile.email}`, href: `mailto:${profile.email}`, icon: "lu:mail", external: false },
    { label: `WhatsApp ${profile.phone}`, href: whatsappHref(profile.phone), icon: "si:whatsapp", external: true },
  ];
}

/** The five icon links: code host, professional network, photo social network, e-mail and messaging. */
export function ContactLinks({ profile }: { profile: Profile }) {
  return (
    <ul aria-label="Contact and profiles" className="flex flex-wrap gap-3">
      {contactLinks(profile).map((link) => (
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
