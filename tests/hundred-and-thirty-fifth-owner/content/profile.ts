import type { Profile } from "./types";

/** A made-up owner: a transit software developer in Wellington who drove buses before she wrote code. */
export const profile: Profile = {
  firstName: "Sina",
  lastName: "Leota",
  initials: "SL",
  pronouns: "she",
  role: "Transit Software Developer",
  bio:
    "I build the software that tells people when their bus is really coming: timetables, GTFS feeds and real-time arrivals. " +
    "I drove Wellington buses for five years before I wrote any code, so I know a late bus from both sides of the windscreen.",
  email: "sina.leota@example.com",
  phone: "+64 27 555 0193",
  location: "Wellington, New Zealand",
  cube: ["GTFS", "SQL", "TS", "Py"],
  siteUrl: "https://sinaleota.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-fifth-portrait.jpg",
      alt: "Sina Leota smiling at a Wellington bus stop, a real-time arrivals sign glowing behind her",
    },
    alternate: {
      src: "/images/hundred-and-thirty-fifth-portrait-alt.jpg",
      alt: "Sina Leota at a meetup, pointing at a map of bus routes drawn on a whiteboard",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sina-leota-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sina-leota-example", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://mastodon.nz/@sina_leota_example", icon: "si:mastodon" },
  ],
};
