import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Rust", icon: "si:rust" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
    ],
  },
  {
    title: "Text Shaping & Rendering",
    items: [
      { label: "HarfBuzz", icon: "lu:text-cursor-input" },
      { label: "FreeType", icon: "lu:scan-text" },
      { label: "OpenType layout (GSUB, GPOS)", icon: "lu:file-type" },
      { label: "Bidirectional text (Arabic, Hebrew)", icon: "lu:arrow-right-left" },
      { label: "Unicode (line breaking, normalization)", icon: "si:unicode" },
      { label: "Hyphenation", icon: "lu:wrap-text" },
    ],
  },
  {
    title: "Font Formats & Tooling",
    items: [
      { label: "fontTools", icon: "lu:wrench" },
      { label: "Variable fonts", icon: "lu:sliders-horizontal" },
      { label: "OTF and TTF", icon: "lu:file-type" },
      { label: "WOFF2 web fonts", icon: "lu:globe" },
      { label: "Font subsetting", icon: "lu:scissors" },
    ],
  },
  {
    title: "Type Design",
    items: [
      { label: "Glyphs (font editor)", icon: "lu:pen-tool" },
      { label: "Kerning and spacing", icon: "lu:move-horizontal" },
      { label: "Icelandic and Nordic diacritics", icon: "lu:languages" },
    ],
  },
  {
    title: "Web & WebAssembly",
    items: [
      { label: "WebAssembly (Rust to Wasm)", icon: "si:webassembly" },
      { label: "Canvas text rendering", icon: "lu:square-pen" },
    ],
  },
  {
    title: "Build & Tooling",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Design Background",
    items: [
      { label: "Typography and layout", icon: "lu:type" },
      { label: "Print production and prepress (InDesign)", icon: "lu:printer" },
    ],
  },
];
