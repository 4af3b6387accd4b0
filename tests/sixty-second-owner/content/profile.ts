import type { Profile } from "./types";

/** A made-up owner: a former line cook and sous-chef turned backend and data engineer for restaurant tech in Gdańsk. */
export const profile: Profile = {
  firstName: "Tomasz",
  lastName: "Wiśniewski",
  initials: "TW",
  pronouns: "he",
  role: "Staff Backend Engineer",
  bio:
    "I'm Tomasz Wiśniewski, though everyone calls me Tom. I spent seven years in restaurant kitchens in Gdynia and Gdańsk, first as a line cook and then as a sous-chef, " +
    "before I wrote my first line of Python to cost our menu. Today I'm a Staff Backend Engineer at Copper Till, where I build the order pipeline and the kitchen side " +
    "of a point-of-sale system used by about 4,200 restaurants, bars and cafés. I know what a Saturday night rush feels like from the other side of the pass, " +
    "so I care about software that never loses a ticket and never hides an allergy note. I still cook every Sunday, which is why my phone stays off that day.",
  email: "tom.wisniewski@example.com",
  phone: "+48 512 904 337",
  location: "Gdańsk, Poland",
  cube: ["Py", "Go", "SQL", "KDS", "</>"],
  siteUrl: "https://tomwisniewski.example.com",
  portraits: {
    default: {
      src: "/images/sixty-second-portrait.jpg",
      alt: "Portrait of Tom Wiśniewski, a bearded man in a grey hoodie, smiling on a pier in Gdańsk",
    },
    alternate: {
      src: "/images/sixty-second-portrait-alt.jpg",
      alt: "Tom Wiśniewski in a white chef's jacket plating a dish at a kitchen pass",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tom-wisniewski", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tomasz-wisniewski-gdansk", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://mastodon.example.social/@tomcooks", icon: "si:mastodon" },
    { label: "Blog: Mise en Prod", href: "https://tomwisniewski.example.com/mise-en-prod", icon: "lu:pen-line" },
  ],
};
