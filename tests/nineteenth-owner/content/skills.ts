import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Product & Visual Design",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "FigJam", icon: "lu:sticky-note" },
      { label: "Typography", icon: "lu:type" },
      { label: "Illustrator", icon: "lu:pen-tool" },
      { label: "InDesign", icon: "lu:book-open" },
      { label: "Brand identity", icon: "lu:stamp" },
    ],
  },
  {
    title: "Prototyping & Research",
    items: [
      { label: "ProtoPie", icon: "lu:mouse-pointer-click" },
      { label: "Framer", icon: "si:framer" },
      { label: "Maze", icon: "lu:route" },
      { label: "Usability testing", icon: "lu:users" },
    ],
  },
  {
    title: "Front-End Craft",
    items: [
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "Sass", icon: "si:sass" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Vue.js", icon: "si:vuedotjs" },
      { label: "Nuxt", icon: "si:nuxt" },
      { label: "Astro", icon: "si:astro" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "GSAP", icon: "si:greensock" },
    ],
  },
  {
    title: "Design Systems & Accessibility",
    items: [
      { label: "Storybook", icon: "si:storybook" },
      { label: "Design tokens", icon: "lu:palette" },
      { label: "Style Dictionary", icon: "lu:book-a" },
      { label: "Radix UI", icon: "si:radixui" },
      { label: "Chromatic", icon: "si:chromatic" },
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "axe DevTools", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Shipping",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub", icon: "si:github" },
      { label: "Vite", icon: "si:vite" },
      { label: "Vercel", icon: "si:vercel" },
      { label: "Netlify", icon: "si:netlify" },
      { label: "Cloudflare Pages", icon: "si:cloudflarepages" },
      { label: "Webflow", icon: "si:webflow" },
    ],
  },
];
