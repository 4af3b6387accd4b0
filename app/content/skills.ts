import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Remix", icon: "si:remix" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
    ],
  },
  {
    title: "Back-End",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Express", icon: "si:express" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "MongoDB", icon: "si:mongodb" },
      { label: "Redis", icon: "si:redis" },
      { label: "Prisma", icon: "si:prisma" },
      { label: "GraphQL", icon: "si:graphql" },
    ],
  },
  {
    title: "AI / ML",
    items: [
      { label: "Hugging Face", icon: "si:huggingface" },
      { label: "LangChain", icon: "si:langchain" },
      { label: "Python", icon: "si:python" },
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "Ollama", icon: "si:ollama" },
      { label: "Prompt design", icon: "lu:brain-circuit" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub", icon: "si:github" },
      { label: "Docker", icon: "si:docker" },
      { label: "Vite", icon: "si:vite" },
      { label: "Vitest", icon: "si:vitest" },
      { label: "Figma", icon: "si:figma" },
      { label: "Postman", icon: "si:postman" },
    ],
  },
  {
    title: "Deployments",
    items: [
      { label: "Cloudflare", icon: "si:cloudflare" },
      { label: "Vercel", icon: "si:vercel" },
      { label: "Netlify", icon: "si:netlify" },
      { label: "Render", icon: "si:render" },
      { label: "Railway", icon: "si:railway" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "npm", icon: "si:npm" },
    ],
  },
];
