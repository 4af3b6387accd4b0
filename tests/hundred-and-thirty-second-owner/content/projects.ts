import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Collections Online",
    github: "",
    live: "https://collections.thelonggallery.example.org",
    description:
      "The Long Gallery's public collection search, which I built and launched in June 2023: 86,000 object records and 41,000 images, " +
      "with faceted search by maker, date, place and material, every image zoomable through IIIF, and a IIIF manifest for every object so that other " +
      "sites can show our images. It replaced a search page from 2009 that took about four seconds per search; Collections Online answers in under " +
      "300 milliseconds and handles about 25,000 searches a month. The code belongs to the museum and isn't public.",
    stack: ["Python", "Django", "PostgreSQL", "Elasticsearch", "IIIF", "JavaScript"],
    deploy: {
      backend: "The Long Gallery's own Linux servers",
      search: "Elasticsearch (self-hosted)",
      images: "Cantaloupe IIIF image server",
    },
  },
  {
    name: "Folio",
    github: "https://github.com/ailsa-brodie/folio",
    live: "https://collections.thelonggallery.example.org/manuscripts",
    description:
      "A IIIF viewer for medieval manuscripts, built at The Long Gallery in 2024: turn the pages of a book of hours two at a time, zoom into the margins, " +
      "put two manuscripts side by side and read the transcription beside the page. It shows the gallery's 14 medieval manuscripts, about 3,100 pages, " +
      "from their IIIF manifests. It's my only React project: I'd normally keep the front end to plain JavaScript, but a page-turning viewer needed it. " +
      "Open source under the MIT licence.",
    stack: ["React", "TypeScript", "OpenSeadragon", "IIIF"],
    deploy: { frontend: "The Long Gallery's own Linux servers" },
  },
  {
    name: "Wee Stages Box Office",
    github: "",
    live: "https://tickets.weestages.example.org",
    description:
      "The ticketing site of the Wee Stages Festival, Saltire Street Theatre's ten-day festival of new short plays in Leith every May. " +
      "I built it as a freelancer in 2018 and it's still running: I maintain it on a small yearly contract. Seat maps for the theatre's two rooms, " +
      "pay-what-you-can tickets, Stripe payments, access bookings for captioned and relaxed performances, and e-mailed tickets with a QR code " +
      "scanned at the door. It sells about 9,000 tickets a year. The code belongs to the theatre.",
    stack: ["Python", "Django", "PostgreSQL", "JavaScript", "Stripe"],
    deploy: { site: "A Linux VPS set up with Ansible", payments: "Stripe" },
  },
  {
    name: "Clyde Letters Transcribe",
    github: "https://github.com/clyde-letters/transcribe",
    live: "",
    description:
      "The crowdsourcing tool of the University of Glasgow's Clyde Letters project: volunteers typed up handwritten letters sent home by emigrants " +
      "who left the Clyde between 1830 and 1914, line by line beside the scanned page, and a second volunteer checked each one. " +
      "About 1,400 volunteers transcribed 6,800 letters in 2021 and 2022. Every transcription was exported as TEI XML and turned into the project's " +
      "online edition with XSLT. The tool was switched off when the funding ended in December 2022; the code is archived on GitHub and the transcriptions " +
      "are in the university's research data repository.",
    stack: ["Python", "Django", "PostgreSQL", "JavaScript", "XML/TEI", "XSLT"],
    deploy: { code: { name: "GitHub (archived)", href: "https://github.com/clyde-letters/transcribe" } },
  },
  {
    name: "tei2manifest",
    github: "https://github.com/ailsa-brodie/tei2manifest",
    live: "https://pypi.org/project/tei2manifest/",
    description:
      "A small Python command-line tool that reads a TEI XML edition and builds IIIF Presentation 3 manifests from it, with the transcription as " +
      "annotations, so a digitised text and its edition open together in any IIIF viewer. I wrote it in 2022 for Clyde Letters and use it for Folio at " +
      "The Long Gallery. It's on PyPI, about 500 downloads a month, and it's the tool we use in my IIIF workshops.",
    stack: ["Python", "XML/TEI", "IIIF"],
    deploy: { PyPI: { name: "tei2manifest on PyPI", href: "https://pypi.org/project/tei2manifest/" } },
  },
  {
    name: "Search Boxes Are Catalogues Too (talk)",
    github: "",
    live: "https://ailsabrodie.example.org/talks/search-boxes",
    description:
      "My talk at WebMuse 2024, a museums-and-web conference in Manchester, in October 2024: what cataloguing rules can teach a museum's search box, " +
      "with examples from Collections Online: why a maker isn't always an artist, how to search dates written like 'c. 1480', and why a search with " +
      "zero results is usually a cataloguing problem. The slides and the captioned video are on my site.",
    stack: [],
    deploy: { slides: { name: "Slides and captioned video", href: "https://ailsabrodie.example.org/talks/search-boxes" } },
  },
  {
    name: "Kinfolk Ledger",
    github: "https://github.com/ailsa-brodie/kinfolk-ledger",
    live: "",
    description:
      "A failed side project: a family-history app for building a family tree from old records and sharing it with relatives, with GEDCOM import and export. " +
      "I launched it in 2019 and shut it down in March 2022: about 300 people signed up but only around 40 kept using it, the hosting cost more than " +
      "it earned, and I had no time for it beside the Clyde Letters job. Every user got their tree back as a GEDCOM file before it closed. " +
      "The code is on GitHub, archived.",
    stack: ["Python", "Django", "PostgreSQL", "JavaScript"],
    deploy: {},
  },
];
