import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Shaperack",
    github: "https://github.com/doddi-einarsson/shaperack",
    live: "https://shaperack.example.org",
    description:
      "An open-source test suite for OpenType text shaping, written in Rust. It runs about 4,800 test strings in 40 scripts (Latin ligatures and kerning, " +
      "Arabic, Hebrew, Devanagari, Thai and more) through a shaping engine and compares the glyphs and positions against reference results, so you can see " +
      "exactly where HarfBuzz, a browser or your own shaper disagree. Mixed right-to-left and left-to-right text (Arabic and Hebrew with numbers and Latin) " +
      "has its own set of bidi tests. I started it in 2019 while I was at Fjord Systems. It has about 1,300 GitHub stars and runs in the CI of three type " +
      "foundries, Northern Lights Type among them. Dual-licensed MIT and Apache-2.0, and published on crates.io.",
    stack: ["Rust", "HarfBuzz", "OpenType", "Unicode", "GitHub Actions"],
    deploy: {
      "crates.io": { name: "shaperack on crates.io", href: "https://crates.io/crates/shaperack" },
      docs: { name: "shaperack.example.org", href: "https://shaperack.example.org" },
    },
  },
  {
    name: "Hraun Sans",
    github: "https://github.com/doddi-einarsson/hraun-sans",
    live: "https://hraunsans.example.is",
    description:
      "A variable sans-serif typeface I designed myself; hraun is Icelandic for lava field. It has two axes, weight (100 to 900) and width, and about " +
      "1,100 glyphs covering Latin with full Icelandic and Nordic support (Þ, Ð, Æ, Ø, Ö), Greek and Cyrillic; no Arabic or Hebrew yet. I drew it in Glyphs " +
      "over three years of Fridays, and a GitHub Actions workflow builds the fonts from the Glyphs source with Python and fontTools. It's a typeface, not " +
      "software: there is no npm package or code library to install. You download the fonts (OTF, TTF, the variable TTF and WOFF2 for the web) from the " +
      "specimen site or the GitHub releases. Released in 2024 under the SIL Open Font License 1.1, so it's free to use, embed and modify, commercially too; " +
      "the one thing you can't do is sell the fonts on their own.",
    stack: ["Glyphs", "OpenType", "Variable fonts", "Python", "fontTools", "GitHub Actions"],
    deploy: {
      specimen: { name: "hraunsans.example.is", href: "https://hraunsans.example.is" },
      downloads: { name: "GitHub releases", href: "https://github.com/doddi-einarsson/hraun-sans/releases" },
    },
  },
  {
    name: "Skera",
    github: "https://github.com/doddi-einarsson/skera",
    live: "https://skera.example.is",
    description:
      "A web service that subsets web fonts (skera means to cut in Icelandic). You upload a font and paste your text, or give it your site's address, " +
      "and it keeps only the glyphs and OpenType features your pages use, then hands back WOFF2 files and the CSS @font-face rules to go with them. " +
      "On the sites I've tried it on, it cut web-font size by 70% on average, from about 180 KB to about 55 KB per font. Written in Python with FastAPI " +
      "and the fontTools subsetter, and runs as a Docker container. Free to use, and MIT licensed.",
    stack: ["Python", "FastAPI", "fontTools", "WOFF2", "Docker"],
    deploy: {
      "web service": { name: "skera.example.is", href: "https://skera.example.is" },
      "Docker image": "Docker Hub",
    },
  },
  {
    name: "Icelandic Hyphenation Dictionary (hyph-is)",
    github: "https://github.com/doddi-einarsson/hyph-is",
    live: "",
    description:
      "Hyphenation patterns for Icelandic, which grew out of my MSc thesis at Reykjavík University. Before them, browsers and office software broke " +
      "Icelandic words in the wrong places or not at all. About 4,000 patterns, generated with Python from a list of hand-hyphenated Icelandic words " +
      "and checked against 60,000 of them. I contributed them to LibreOffice, which has shipped them since 2018, and to Firefox and Chromium, so " +
      "automatic hyphenation works for Icelandic text in those browsers. Licensed MPL 2.0.",
    stack: ["Python", "Unicode", "Hyphenation patterns"],
    deploy: {
      LibreOffice: "Bundled with LibreOffice since 2018",
      browsers: "Firefox and Chromium",
    },
  },
  {
    name: "Línubrot",
    github: "https://github.com/doddi-einarsson/linubrot",
    live: "https://linubrot.example.is",
    description:
      "A text layout demo that runs in the browser (línubrot is Icelandic for line break). Type or paste any text and watch it get shaped, broken " +
      "into lines with Icelandic hyphenation and laid out right to left or left to right, with sliders for Hraun Sans's weight and width axes. " +
      "The layout engine is written in Rust, uses HarfBuzz for shaping and is compiled to WebAssembly; the page around it is TypeScript, with no " +
      "framework, drawing to a canvas. I use it for talks and teaching; it's a demo, not a library.",
    stack: ["Rust", "WebAssembly", "TypeScript", "HarfBuzz", "Variable fonts"],
    deploy: { demo: { name: "linubrot.example.is", href: "https://linubrot.example.is" } },
  },
];
