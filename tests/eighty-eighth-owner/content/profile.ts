import type { Profile } from "./types";

/**
 * A made-up owner: a former maths and computer science teacher who runs a two-person web studio with his daughter
 * in Cahersiveen, County Kerry, building WordPress, WooCommerce and Shopify sites for tourism and hospitality businesses.
 */
export const profile: Profile = {
  firstName: "Declan",
  lastName: "Moynihan",
  initials: "DM",
  pronouns: "he",
  role: "Freelance Web Developer, Blue Door Web",
  bio:
    "I'm Declan Moynihan (Deaglán Ó Muimhneacháin as Gaeilge), a freelance web developer in Cahersiveen, County Kerry. " +
    "I taught maths and computer science for twenty years before I left the classroom in 2011 to set up Blue Door Web, " +
    "the studio I now run with my daughter Aoife. We build WordPress, WooCommerce and Shopify sites for the B&Bs, surf schools, " +
    "cafés and distilleries of the Wild Atlantic Way, in English, in Irish or in both. I still explain things like a teacher: " +
    "plainly, and as often as you need.",
  email: "declan@bluedoorweb.example.com",
  phone: "+353 66 947 2153",
  location: "Cahersiveen, County Kerry, Ireland",
  cube: ["WP", "PHP", "CSS", "Gael", "</>"],
  siteUrl: "https://declanmoynihan.example.com",
  portraits: {
    default: {
      src: "/images/eighty-eighth-portrait.jpg",
      alt: "Portrait of Declan Moynihan, a grey-haired man in a navy wool jumper, standing in front of a blue half-door",
    },
    alternate: {
      src: "/images/eighty-eighth-portrait-alt.jpg",
      alt: "Declan Moynihan at a desk by a window overlooking Valentia Harbour, a laptop open beside a pot of tea",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/declan-moynihan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/declan-moynihan-kerry", icon: "lu:briefcase-business" },
    { label: "Blue Door Web studio site", href: "https://bluedoorweb.example.com", icon: "lu:door-open" },
    { label: "WordPress.org profile", href: "https://profiles.wordpress.org/declanmoynihan/", icon: "si:wordpress" },
  ],
};
