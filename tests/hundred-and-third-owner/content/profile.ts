import type { Profile } from "./types";

/** A made-up owner: a Porto Alegre site reliability engineer who leads on-call and incident reviews at a Brazilian marketplace. */
export const profile: Profile = {
  firstName: "João Victor",
  lastName: "Ferreira",
  initials: "JV",
  pronouns: "he",
  role: "Staff Site Reliability Engineer",
  bio:
    "Oi! I'm João Victor Nascimento Ferreira, but everyone calls me JV. I'm a site reliability engineer in Porto Alegre, Brazil, with about 9 years " +
    "of keeping Linux servers, Kubernetes clusters and the people who run them healthy. Today I'm a Staff SRE at Vitrine Sul, an e-commerce marketplace, " +
    "where I lead the on-call rotation and the weekly incident review. I started out answering the night phone at an internet provider, so I care " +
    "about calm incidents, honest post-mortems and pagers that only ring when it matters. I also host Plantão, a podcast in Portuguese about on-call life.",
  email: "jv.ferreira@example.com",
  phone: "+55 51 99555-0142",
  location: "Porto Alegre, Rio Grande do Sul, Brazil",
  cube: ["SRE", "k8s", "Go", "TF", "99.9"],
  siteUrl: "https://jvferreira.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-third-portrait.jpg",
      alt: "Portrait of João Victor Ferreira, a man with short curly black hair and a beard, wearing a green hoodie, smiling by the Guaíba river at sunset",
    },
    alternate: {
      src: "/images/hundred-and-third-portrait-alt.jpg",
      alt: "João Victor Ferreira at a microphone with headphones on, recording an episode of the Plantão podcast",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jv-ferreira-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/jv-ferreira-example", icon: "lu:briefcase-business" },
    { label: "Plantão podcast", href: "https://plantao.example.com", icon: "lu:mic" },
    { label: "Blog: Error Budget", href: "https://jvferreira.example.com/blog", icon: "lu:pen-line" },
  ],
};
