import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Torth Bakehouse",
    github: "",
    live: "https://torthbakehouse.example.co.uk",
    description:
      "A Shopify shop for a sourdough bakery in Canton: a custom Liquid theme built from the owner's own sketches, click-and-collect time slots, " +
      "weekly bread subscriptions and a Mailchimp newsletter that now sells out Saturday's bake by Thursday evening.",
    stack: ["Shopify", "Liquid", "JavaScript", "CSS", "Mailchimp"],
    deploy: { frontend: "Shopify", domain: "torthbakehouse.example.co.uk" },
    image: { src: "/images/projects/twelfth-torth-bakehouse.jpg", alt: "The bakery's shop page with loaves, a basket and a collection-time picker" },
  },
  {
    name: "Taff Valley Physio",
    github: "",
    live: "https://taffvalleyphysio.example.co.uk",
    description:
      "A new WordPress site and online booking for a three-physio clinic in Pontypridd: patients choose a physio, a treatment and a time, " +
      "pay a £15 deposit through Stripe and get a reminder text the day before. Missed appointments roughly halved in the first six months; " +
      "I wrote up the whole project, mistakes included, as a case study.",
    stack: ["WordPress", "PHP", "Amelia Booking", "Stripe", "Twilio"],
    deploy: {
      frontend: "WordPress on SiteGround",
      domain: "taffvalleyphysio.example.co.uk",
      "Case study": { name: "Front Step Notes", href: "https://notes.frontstepweb.example.co.uk/taff-valley-physio-case-study" },
    },
    image: { src: "/images/projects/twelfth-taff-valley-physio.png", alt: "The clinic's booking page showing a week of open appointment slots" },
  },
  {
    name: "Hafan Food Bank Donations",
    github: "",
    live: "https://hafanfoodbank.example.org.uk/donate",
    description:
      "The donation page I built during my contract with Hafan: one-off or monthly gifts, a Gift Aid tick box, Apple Pay and Google Pay, " +
      "and a page that passes a WCAG 2.1 AA audit and loads in under two seconds on an old phone.",
    stack: ["Webflow", "Stripe Checkout", "JavaScript", "Zapier"],
    deploy: { frontend: "Webflow", domain: "hafanfoodbank.example.org.uk" },
    image: {
      src: "/images/projects/twelfth-hafan-donations.webp",
      alt: "A donation form with amount buttons, a monthly option and a Gift Aid tick box",
    },
  },
  {
    name: "Plain Alt",
    github: "https://github.com/ceri-llwyd-example/plain-alt",
    live: "https://wordpress.org/plugins/plain-alt/",
    description:
      "My free WordPress plugin: it lists every image in the media library without alt text, lets you fill them in from one screen, " +
      "and gently stops a post from being published while an image in it still has none. Written because every client site I audit has this problem.",
    stack: ["PHP", "JavaScript", "WordPress block editor"],
    deploy: { "WordPress.org": { name: "Plain Alt", href: "https://wordpress.org/plugins/plain-alt/" } },
    image: { src: "/images/projects/twelfth-plain-alt.png", alt: "The plugin's screen listing five images with empty alt text fields" },
  },
  {
    name: "Small Business Accessibility Checklist",
    github: "https://github.com/ceri-llwyd-example/small-business-a11y-checklist",
    live: "https://ceri-llwyd-example.github.io/small-business-a11y-checklist/",
    description:
      "An open-source checklist of the forty accessibility checks I run on every client site, written for shop and clinic owners rather than developers: " +
      "what to check, how to check it with a keyboard and a free screen reader, and why it matters. Also in Welsh, and as a printable PDF.",
    stack: ["Markdown", "Eleventy", "HTML", "CSS"],
    deploy: { frontend: "GitHub Pages" },
    image: {
      src: "/images/projects/twelfth-a11y-checklist.png",
      alt: "The checklist's page on keyboard navigation, with tick boxes beside each check",
    },
  },
  {
    name: "Handover Sheet",
    github: "https://github.com/ceri-llwyd-example/handover-sheet",
    live: "",
    description:
      "A small Python script I run before handing a site over: it crawls the site and writes a one-page summary for the client, covering pages, forms, " +
      "plugins to keep updated, the heaviest images and where to log in. Named after the handover sheets from my nursing days.",
    stack: ["Python", "Requests", "Beautiful Soup", "Jinja"],
    deploy: {},
  },
];
