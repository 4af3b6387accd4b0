import type { Profile } from "./types";

/** A made-up owner: a theatre sound engineer turned self-taught Rails developer, founder and now fractional CTO in Lisbon. */
export const profile: Profile = {
  firstName: "Sina",
  lastName: "Rahimi de Azevedo",
  initials: "SR",
  pronouns: "they",
  role: "Fractional CTO & Ruby on Rails Consultant",
  bio:
    "I'm Sina Rahimi de Azevedo, a fractional CTO and Ruby on Rails consultant in Lisbon. I started out mixing sound for theatre, taught myself to code " +
    "between shows, and spent six years building Ensaio, a booking app for rehearsal rooms, which I sold in 2021. Now I work with two or three early-stage " +
    "startups at a time, a day or two a week each: architecture, first hires, code reviews and the unglamorous work of keeping a small team shipping. " +
    "I like boring technology, Rails and PostgreSQL above all, and I still think a system should be run like a good mix: everything audible, nothing clipping.",
  email: "sina.rahimi@example.com",
  phone: "+351 913 482 076",
  location: "Lisbon, Portugal",
  cube: ["RoR", "CTO", "SQL", "Ex", "♪"],
  siteUrl: "https://sinarahimi.example.com",
  portraits: {
    default: {
      src: "/images/seventy-ninth-portrait.jpg",
      alt: "Portrait of Sina Rahimi de Azevedo, a person with a shaved head and a grey cardigan, smiling on a tiled Lisbon staircase",
    },
    alternate: {
      src: "/images/seventy-ninth-portrait-alt.jpg",
      alt: "Sina Rahimi de Azevedo at a theatre mixing desk, headphones around their neck, with a laptop open beside the faders",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sinarahimi", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sinarahimi", icon: "lu:briefcase-business" },
    { label: "Blog: Backstage", href: "https://sinarahimi.example.com/backstage", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://ruby.example.social/@sinamixes", icon: "si:mastodon" },
    { label: "RubyGems profile", href: "https://rubygems.org/profiles/sinarahimi", icon: "si:rubygems" },
  ],
};
