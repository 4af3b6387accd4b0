import type { Profile } from "./types";

/**
 * A made-up owner: a former mathematics teacher in Lagos who became an Android developer and is now a
 * senior Flutter engineer, fully remote, for a Berlin payments start-up.
 */
export const profile: Profile = {
  firstName: "Ayomide",
  lastName: "Ogunleye",
  initials: "AO",
  pronouns: "they",
  role: "Senior Flutter Engineer",
  bio:
    "I'm Ayomide Ogunleye (most people call me Ayo), a mobile developer in Lagos. I build the Flutter app of Ferngeld, a Berlin payments start-up, " +
    "fully remote from Lagos. Before that I wrote Kotlin for the Android apps of Wakaa, a Lagos ride-hailing company, and before that I taught " +
    "mathematics at a secondary school while learning to code in the evenings. I like apps that still work when the network doesn't, " +
    "and I teach Flutter in Yoruba and English on my YouTube channel, Kọ́ Flutter.",
  email: "ayomide.ogunleye@example.com",
  phone: "+234 803 555 0147",
  location: "Lagos, Nigeria",
  cube: ["Dart", "Kt", "₦", "{ }", "UI"],
  siteUrl: "https://ayomideogunleye.example.com",
  portraits: {
    default: {
      src: "/images/eighty-third-portrait.jpg",
      alt: "Portrait of Ayomide Ogunleye, a person with short locs and a green adire shirt, smiling in front of a laptop covered in Flutter stickers",
    },
    alternate: {
      src: "/images/eighty-third-portrait-alt.jpg",
      alt: "Ayomide Ogunleye speaking to a room of developers at a Flutter meetup in Yaba, Lagos",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ayomide-ogunleye", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ayomide-ogunleye-example", icon: "lu:briefcase-business" },
    { label: "YouTube channel: Kọ́ Flutter", href: "https://www.youtube.com/@koflutter", icon: "si:youtube" },
    { label: "pub.dev publisher page", href: "https://pub.dev/publishers/ayomideogunleye.example.com/packages", icon: "si:dart" },
    { label: "Flutter Lagos Mainland meetup", href: "https://meetup.example.org/flutter-lagos-mainland", icon: "lu:users" },
  ],
};
