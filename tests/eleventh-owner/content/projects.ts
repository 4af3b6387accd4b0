import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "swapkey",
    github: "https://github.com/siphokazi-jali-example/swapkey",
    live: "https://pypi.org/project/swapkey/",
    description:
      "An open-source CLI that reads an OpenAPI spec, replays every request as two different users and flags the endpoints that hand one user " +
      "another's data: broken object-level authorisation (IDOR), found in minutes instead of an afternoon of clicking in Burp.",
    stack: ["Python", "httpx", "OpenAPI", "pytest"],
    deploy: { PyPI: { name: "swapkey", href: "https://pypi.org/project/swapkey/" } },
    image: { src: "/images/projects/eleventh-swapkey.png", alt: "A terminal listing three API endpoints flagged as leaking other users' invoices" },
  },
  {
    name: "Rooibos Overflow",
    github: "https://github.com/rooibos-overflow-example/writeups",
    live: "https://rooibos-overflow.example.co.za",
    description:
      "The site of the Cape Town CTF team I captain: writeups of the web and crypto challenges we solve, from local events to DEF CON CTF qualifiers, " +
      "plus a beginner's guide for students joining their first CTF.",
    stack: ["Hugo", "Markdown", "GitHub Actions"],
    deploy: { frontend: "GitHub Pages", domain: "rooibos-overflow.example.co.za" },
    image: { src: "/images/projects/eleventh-rooibos-overflow.png", alt: "The team's writeup index, with challenge names grouped by event" },
  },
  {
    name: "Threat Modelling in Forty Minutes",
    github: "https://github.com/siphokazi-jali-example/threat-modelling-in-forty-minutes",
    live: "https://www.youtube.com/watch?v=tm40example",
    description:
      "My BSides Cape Town 2023 talk, turned into a repository: the slides, printable STRIDE worksheets and a worked threat model of a payroll app, " +
      "so any team can run its first session without a consultant in the room.",
    stack: ["STRIDE", "OWASP Threat Dragon", "Markdown"],
    deploy: {
      Recording: { name: "YouTube", href: "https://www.youtube.com/watch?v=tm40example" },
      Slides: { name: "Speaker Deck", href: "https://speakerdeck.com/sjali_example/threat-modelling-in-forty-minutes" },
    },
  },
  {
    name: "Header Check",
    github: "https://github.com/siphokazi-jali-example/header-check",
    live: "https://addons.mozilla.org/firefox/addon/header-check-sj/",
    description:
      "A small browser extension that grades the page you are on by its security headers (CSP, HSTS, frame and referrer policies) " +
      "and explains each missing one in a sentence a developer can act on.",
    stack: ["TypeScript", "WebExtensions", "Vite"],
    deploy: {
      "Firefox Add-ons": { name: "Header Check", href: "https://addons.mozilla.org/firefox/addon/header-check-sj/" },
      "Chrome Web Store": "Header Check",
    },
    image: { src: "/images/projects/eleventh-header-check.png", alt: "The extension's popup giving a site a B grade with two missing headers" },
  },
  {
    name: "Leaky Spaza",
    github: "https://github.com/siphokazi-jali-example/leaky-spaza",
    live: "",
    description:
      "A vulnerable-by-design online spaza shop with twenty planted bugs across the OWASP Top 10, from SQL injection in the search box to SSRF " +
      "in the supplier price importer. I use it in my UWC labs and workshops; each bug has hints and a fix on a separate branch.",
    stack: ["Go", "TypeScript", "SQLite", "Docker"],
    deploy: {
      "Docker Hub": { name: "sjaliexample/leaky-spaza", href: "https://hub.docker.com/r/sjaliexample/leaky-spaza" },
    },
    image: { src: "/images/projects/eleventh-leaky-spaza.webp", alt: "The shop's home page, selling bread, airtime and cold drinks" },
  },
];
