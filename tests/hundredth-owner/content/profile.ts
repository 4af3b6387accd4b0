import type { Profile } from "./types";

/** A made-up owner: a Montevideo open-source maintainer who lives off sponsorships and consulting around his TypeScript date and time-zone library. */
export const profile: Profile = {
  firstName: "Joaquín",
  lastName: "Ferreyra Olivera",
  initials: "JF",
  pronouns: "he",
  role: "Open-Source Maintainer & Date and Time-Zone Consultant",
  bio:
    "I'm Joaquín Ezequiel Ferreyra Olivera, but everyone calls me Joaco. I live in Montevideo, Uruguay, and since October 2022 I maintain open-source " +
    "libraries full time through Small Tools, my one-person company. My main project is Almanac, a TypeScript date and time-zone library with about " +
    "2.4 million weekly npm downloads. Sponsors on GitHub Sponsors and Open Collective pay for most of that work, and paid consulting on date, time-zone " +
    "and internationalisation problems pays for the rest. I've been writing software for about 11 years: first as a teaching assistant at my university, " +
    "then at a government digital agency and as a staff engineer at an online marketplace. I give talks about why dates are hard, and I still find a new " +
    "time-zone bug every week.",
  email: "joaquin.ferreyra@example.com",
  phone: "+598 98 555 137",
  location: "Montevideo, Uruguay",
  cube: ["TS", "tz", "Intl", "UTC", "wasm"],
  siteUrl: "https://joacoferreyra.example.com",
  portraits: {
    default: {
      src: "/images/hundredth-portrait.jpg",
      alt: "Portrait of Joaquín Ferreyra, a man with curly dark hair and a short beard, holding a mate gourd on the Montevideo rambla",
    },
    alternate: {
      src: "/images/hundredth-portrait-alt.jpg",
      alt: "Joaquín Ferreyra on a conference stage in front of a slide that reads Midnight Doesn't Exist",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/joaco-ferreyra", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/joaquin-ferreyra-example", icon: "lu:briefcase-business" },
    { label: "GitHub Sponsors", href: "https://github.com/sponsors/joaco-ferreyra", icon: "si:githubsponsors" },
    { label: "Open Collective", href: "https://opencollective.com/almanac-example", icon: "si:opencollective" },
    { label: "Blog: Off by One Hour", href: "https://joacoferreyra.example.com/blog", icon: "lu:pen-line" },
  ],
};
