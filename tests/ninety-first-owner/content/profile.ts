import type { Profile } from "./types";

/** A made-up owner: an Almaty iOS engineer who builds a fintech's payments app in SwiftUI and wants to move to the Netherlands or Germany. */
export const profile: Profile = {
  firstName: "Daniyar",
  lastName: "Seitkali",
  initials: "DS",
  pronouns: "he",
  role: "Senior iOS Engineer",
  bio:
    "I'm Daniyar Seitkali, a senior iOS engineer in Almaty, Kazakhstan; my English-speaking colleagues call me Dani. I've built iPhone apps for nine years. " +
    "At Silk Bridge Payments I lead the iOS team behind the Silk Bridge app, which about 1.4 million people a month use to pay by QR code and send money, " +
    "written in Swift and SwiftUI. Before that I shipped UIKit and Objective-C apps for the clients of an Almaty agency, and I started out building an " +
    "air-quality app for a university research lab. On the side I make Tally, a bill-splitting app on the App Store, and Latyn, a keyboard for the Kazakh " +
    "Latin alphabet. Next, I'd like to move to the Netherlands or Germany.",
  email: "daniyar.seitkali@example.com",
  phone: "+7 701 555 01 87",
  location: "Almaty, Kazakhstan",
  cube: ["iOS", "UI", "KMP", "</>", "₸"],
  siteUrl: "https://daniyarseitkali.example.com",
  portraits: {
    default: {
      src: "/images/ninety-first-portrait.jpg",
      alt: "Portrait of Daniyar Seitkali, a man with short black hair and a navy sweater, smiling in front of the snowy Zailiysky Alatau mountains",
    },
    alternate: {
      src: "/images/ninety-first-portrait-alt.jpg",
      alt: "Daniyar Seitkali on a conference stage in Istanbul in front of a slide that reads Money Is Not a Double",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/daniyar-seitkali", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/daniyar-seitkali-example", icon: "lu:briefcase-business" },
    { label: "Blog: Notes from Almaty", href: "https://daniyarseitkali.example.com/notes", icon: "lu:pen-line" },
    { label: "Telegram", href: "https://t.me/seitkali_dev", icon: "si:telegram" },
  ],
};
