import type { Profile } from "./types";

/** A made-up owner: a secondary-school maths teacher turned staff mobile engineer at a pan-African freight start-up in Accra. */
export const profile: Profile = {
  firstName: "Kwabena",
  lastName: "Asante-Mensah",
  initials: "KA",
  pronouns: "he",
  role: "Staff Mobile Engineer",
  bio:
    "I'm Kwabena Asante-Mensah, a mobile engineer in Accra who builds Android apps for people with cheap phones and patchy signal. " +
    "I started out teaching mathematics at a senior high school in Kyebi, taught myself Android in the evenings, and left the classroom " +
    "to build the agent app of Cowry Mobile Money. After nearly three years on savings and micro-loans at the fintech Small Change, I joined Lorry Park, " +
    "where I'm now staff mobile engineer and lead the team behind the apps truck drivers and shippers use in four countries. " +
    "Kotlin and Jetpack Compose are home, and Flutter is my second language for apps that must also run on iPhones. " +
    "I maintain Slow Lane, an open-source offline-sync library for Android, because an app that stops working when the network drops isn't finished.",
  email: "kwabena.asante-mensah@example.com",
  phone: "+233 24 658 3017",
  location: "Accra, Ghana",
  cube: ["Kt", "Dart", "2G", "∑", "SQL"],
  siteUrl: "https://kwabena.example.com",
  portraits: {
    default: {
      src: "/images/kwabena-asante-mensah-portrait.jpg",
      alt: "Portrait of Kwabena Asante-Mensah, a man with a short beard and a blue kente-trimmed shirt, smiling in front of a row of parked cargo trucks",
    },
    alternate: {
      src: "/images/kwabena-asante-mensah-portrait-alt.jpg",
      alt: "Kwabena Asante-Mensah at a whiteboard covered in sync diagrams, holding a cracked Android phone up to the camera",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kwabena-asante-mensah", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kwabena-asante-mensah", icon: "lu:briefcase-business" },
    { label: "Blog: No Signal", href: "https://kwabena.example.com/no-signal", icon: "lu:pen-line" },
    { label: "Apps on Google Play", href: "https://play.google.com/store/apps/developer?id=Kwabena+Asante-Mensah", icon: "si:googleplay" },
    { label: "X profile", href: "https://x.com/kwabena_codes", icon: "si:x" },
  ],
};
