import type { Profile } from "./types";

/**
 * A made-up owner: a Lisbon iOS developer at a health-app company, who was a community pharmacist
 * for five years before a Swift bootcamp, freelance apps for pharmacies and a junior job at a bank's
 * digital agency.
 */
export const profile: Profile = {
  firstName: "Guilherme",
  lastName: "Mourão",
  initials: "GM",
  pronouns: "he",
  role: "iOS Developer",
  bio:
    "I'm Guilherme Mourão, but everyone calls me Gui. I'm an iOS developer in Lisbon at Blue Door Health, a health-app company, and before I wrote any code " +
    "I was a community pharmacist for five years. Watching my regulars mix up their tablets is what made me learn Swift: I went from a pharmacy degree at the " +
    "University of Lisbon to a Swift bootcamp in 2018, built apps for pharmacies as a freelancer, and spent two years as a junior iOS developer at Ribeira Digital, " +
    "the digital agency of Banco Ribeira. I build native iPhone and iPad apps with Swift, SwiftUI and UIKit, I know HealthKit well, and I care a lot about apps " +
    "that older people can actually read. I don't do Android professionally, and I don't write backends beyond Firebase.",
  email: "gui.mourao@example.com",
  phone: "+351 913 480 127",
  location: "Lisbon, Portugal",
  cube: ["iOS", "SwUI", "℞", "A11y"],
  siteUrl: "https://guimourao.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-second-portrait.jpg",
      alt: "Portrait of Gui Mourão, a man in his thirties with curly dark hair and round glasses, smiling on a Lisbon miradouro",
    },
    alternate: {
      src: "/images/hundred-and-twenty-second-portrait-alt.jpg",
      alt: "Gui Mourão at a desk with an iPhone in one hand and a weekly pill organiser in the other",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/guimourao", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/gui-mourao-example", icon: "lu:briefcase-business" },
    { label: "Toma on the App Store", href: "https://apps.apple.com/app/toma-medication-reminders/id1587654321", icon: "si:appstore" },
    { label: "Blog: From the Counter to Xcode", href: "https://guimourao.example.com/blog", icon: "lu:pen-line" },
  ],
};
