import type { Profile } from "./types";

/** A made-up owner: a former approach air-traffic controller turned safety-critical avionics software engineer in Toulouse. */
export const profile: Profile = {
  firstName: "Maëlle",
  lastName: "Castagné",
  initials: "MC",
  pronouns: "she",
  role: "Safety-Critical Software Engineer",
  bio:
    "I'm Maëlle Castagné. For eight years I was an air-traffic controller at Toulouse-Blagnac Approach, keeping arrivals apart on a radar screen, " +
    "nights and weekends included. I studied for an engineering master's in the evenings while still on the roster, took a few months off to retrain, " +
    "and now I write the software I used to depend on: flight-control and ground-station code in Ada/SPARK, C and Rust at Long Final Avionics in Toulouse. " +
    "I like software that is proved correct before it flies, and I still think in readbacks: say what you will do, then show that you did it.",
  email: "maelle.castagne@example.com",
  phone: "+33 6 39 98 42 17",
  location: "Toulouse, France",
  cube: ["Ada", "Rs", "C", "ATC", "∀"],
  siteUrl: "https://maellecastagne.example.com",
  portraits: {
    default: {
      src: "/images/sixty-fourth-portrait.jpg",
      alt: "Portrait of Maëlle Castagné, a woman with short dark hair and round glasses, smiling in front of an airliner at Toulouse-Blagnac",
    },
    alternate: {
      src: "/images/sixty-fourth-portrait-alt.jpg",
      alt: "Maëlle Castagné wearing a headset at a radar console in an approach control room",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/maelle-castagne", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/maelle-castagne-toulouse", icon: "lu:briefcase-business" },
    { label: "Blog: Readback", href: "https://maellecastagne.example.com/readback", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@maelle_castagne", icon: "si:mastodon" },
  ],
};
