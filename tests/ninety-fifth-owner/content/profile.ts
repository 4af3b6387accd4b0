import type { Profile } from "./types";

/** A made-up owner: a Berlin creative technologist who builds light installations, museum kiosks and WebGL pieces. */
export const profile: Profile = {
  firstName: "Tomás",
  lastName: "Ferreira-Kowalczyk",
  initials: "TF",
  pronouns: "he",
  role: "Lead Creative Technologist",
  bio:
    "I'm Tomás Ferreira-Kowalczyk, a creative technologist in Berlin; friends call me Tom. I grew up in Porto in a Portuguese-Polish family " +
    "(my father is from Porto, my mother from Kraków) and started out focusing lights in a theatre. For nine years I've built interactive installations, " +
    "generative art and WebGL experiences for museums, brands and festivals. Today I lead the creative technology team at Half Light Room, " +
    "a Berlin studio for light and interactive installations. Outside work I play a small modular synth badly and swim in the lakes around Berlin, even in winter.",
  email: "tomas.fk@example.com",
  phone: "+49 176 5550 1873",
  location: "Berlin, Germany",
  cube: ["GLSL", "DMX", "C++", "3D"],
  siteUrl: "https://tomasfk.example.com",
  portraits: {
    default: {
      src: "/images/ninety-fifth-portrait.jpg",
      alt: "Portrait of Tomás Ferreira-Kowalczyk, a bearded man with curly dark hair, lit in warm amber light in a dark studio",
    },
    alternate: {
      src: "/images/ninety-fifth-portrait-alt.jpg",
      alt: "Tomás Ferreira-Kowalczyk on a ladder adjusting an LED bar above a crowd in a darkened gallery",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tomas-fk", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tomas-ferreira-kowalczyk-example", icon: "lu:briefcase-business" },
    { label: "Vimeo: installation videos", href: "https://vimeo.com/tomasfk", icon: "si:vimeo" },
    { label: "Instagram: work in progress", href: "https://www.instagram.com/tom.fk.light", icon: "si:instagram" },
    { label: "Blog: Notes from the Rig", href: "https://tomasfk.example.com/notes", icon: "lu:pen-line" },
  ],
};
