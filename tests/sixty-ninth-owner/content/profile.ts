import type { Profile } from "./types";

/** A made-up owner: a former QA tester who now leads the tools team of a Montréal game studio and teaches at a cégep. */
export const profile: Profile = {
  firstName: "Sasha",
  lastName: "Tremblay-Okafor",
  initials: "ST",
  pronouns: "they",
  role: "Lead Tools Programmer",
  bio:
    "I'm Sasha Tremblay-Okafor, a tools and engine programmer in Montréal: I build the things game developers use to build games, from Unreal and Unity " +
    "editor tools to asset pipelines and the build farm that turns last night's changes into a playable build by morning. " +
    "I started out as a QA tester in the digital games unit of Diffusion Québec, the public broadcaster, where I learned that the worst bugs are born in the pipeline, not in the game. " +
    "After three years of gameplay code at Back Porch Games and four years on builds and tools at Red Canoe Studios, I now lead the tools team at Six Bridges Interactive, " +
    "writing C++, C# and Python and looking after Perforce and our build farm. " +
    "One evening a week I teach game programming at Cégep du Canal, the same cégep where I learned it, and I work just as happily in French as in English, with some Igbo from my family.",
  email: "sasha.tremblay-okafor@example.com",
  phone: "+1 514-555-0173",
  location: "Montréal, Québec, Canada",
  cube: ["C++", "C#", "Py", "UE5", "P4"],
  siteUrl: "https://sashato.example.com",
  portraits: {
    default: {
      src: "/images/sixty-ninth-portrait.jpg",
      alt: "Portrait of Sasha Tremblay-Okafor, a person with a short twist-out and a grey hoodie, smiling in front of a rack of build servers",
    },
    alternate: {
      src: "/images/sixty-ninth-portrait-alt.jpg",
      alt: "Sasha Tremblay-Okafor at the front of a cégep classroom, pointing at Unity code projected on a whiteboard",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sasha-tremblay-okafor", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sasha-tremblay-okafor", icon: "lu:briefcase-business" },
    { label: "Book a call (calendar)", href: "https://cal.example.com/sasha-to", icon: "lu:calendar-days" },
    { label: "Blog: Green Build", href: "https://sashato.example.com/blog", icon: "lu:pen-line" },
    { label: "itch.io games", href: "https://sashato.itch.io", icon: "si:itchdotio" },
    { label: "Mastodon", href: "https://mastodon.example.social/@sashato", icon: "si:mastodon" },
  ],
};
