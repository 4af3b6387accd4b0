import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Text Rendering Engineer",
    employmentType: "Full-time (four days a week)",
    company: "Northern Lights Type",
    date: "Sep 2021 – Present",
    location: "Reykjavík · Remote",
    description:
      "Northern Lights Type is an independent type foundry of about 25 people, spread across Europe, that designs and licenses typefaces for brands, " +
      "publishers and apps. I work for it remotely from Reykjavík and own the font engineering pipeline that turns our designers' Glyphs sources into " +
      "shipped fonts: Python and fontTools build scripts, variable-font builds, WOFF2 web fonts, and automated QA on GitHub Actions that runs every font " +
      "through HarfBuzz and FreeType and flags broken kerning, missing glyphs and bad Arabic and Hebrew shaping. I also help customers whose fonts render " +
      "wrong in their apps. I work four days a week, Monday to Thursday, 32 hours.",
    url: "https://northernlightstype.example.com",
  },
  {
    title: "Software Engineer, Text Layout",
    employmentType: "Full-time",
    company: "Fjord Systems",
    date: "Aug 2016 – Aug 2021",
    location: "Oslo, Norway · On-site",
    description:
      "Fjord Systems, a company of about 400 people, makes a document editor and PDF engine used by publishers and public offices across the Nordics. " +
      "On the text layout team I wrote C++ for the engine that shapes, breaks and positions text: I replaced our home-grown shaping code with HarfBuzz, " +
      "added bidirectional text (the Unicode Bidirectional Algorithm) so Arabic and Hebrew documents lay out right, and added subpixel glyph positioning " +
      "to our FreeType-based rasteriser. I lived in Oslo for those five years and picked up Norwegian there.",
    url: "https://fjordsystems.example.no",
  },
  {
    title: "Graphic Designer",
    employmentType: "Full-time",
    company: "Letur Print",
    date: "Jun 2011 – Aug 2014",
    location: "Reykjavík · On-site",
    description:
      "Letur Print is a small print shop in Reykjavík. I designed posters, book covers and packaging, laid out books in InDesign and did prepress, " +
      "so I set a lot of type and fought a lot of broken font files. That's where I started writing little Python scripts to fix fonts, and where I got " +
      "hooked on how text rendering works. I was a designer who moved into code, plainly: in 2014 I left to study computer science.",
  },
];
