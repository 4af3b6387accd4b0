import type { Profile } from "./types";

/**
 * A twelfth owner: a nurse turned self-taught freelance web developer in Cardiff who goes by they/them,
 * builds sites for small businesses through their own studio, and shares a phone number only with
 * clients or during working hours.
 */
export const profile: Profile = {
  firstName: "Ceri",
  lastName: "Llwyd",
  initials: "CL",
  pronouns: "they",
  role: "Freelance Web Developer for Small Businesses",
  bio:
    "I build websites that small businesses can actually run themselves: WordPress, Shopify and Webflow sites that load fast, " +
    "work for everyone and take bookings, orders and donations. I spent five years as a nurse on an acute medical ward " +
    "before a bootcamp in 2019; now I run Front Step Web from Cardiff, and I still explain things the way I did at the bedside: plainly, and as often as needed.",
  email: "ceri@frontstepweb.example.co.uk",
  phone: "+44 7700 900482",
  location: "Cardiff, Wales, United Kingdom",
  cube: ["PHP", "</>", "WP", "a11y"],
  siteUrl: "https://ceri-llwyd.example.co.uk",
  portraits: {
    default: { src: "/images/twelfth-portrait.jpg", alt: "Photo of Ceri at a café table with a laptop and a pot of tea" },
    alternate: { src: "/images/twelfth-portrait-alt.jpg", alt: "Photo of Ceri grinning on the Cardiff Bay barrage on a windy day" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ceri-llwyd-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ceri-llwyd-example", icon: "lu:briefcase-business" },
    { label: "Front Step Notes, my newsletter", href: "https://notes.frontstepweb.example.co.uk", icon: "lu:newspaper" },
    { label: "Instagram profile", href: "https://www.instagram.com/frontstepweb.example", icon: "si:instagram" },
    { label: "Book a free 20-minute call", href: "https://cal.com/ceri-llwyd-example/first-chat", icon: "lu:calendar-check" },
  ],
};
