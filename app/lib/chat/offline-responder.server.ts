import { assistantProfile, experience, profile, projects, skillGroups } from "~/content";
import { asksForPhone } from "./phone";

/**
 * Answers from the content folder alone, without a model: what the site uses when no
 * token is configured (a fresh clone) or the site's daily model budget is spent.
 * Deterministic: the same question always gets the same answer.
 */
interface Topic {
  pattern: RegExp;
  answer: () => string;
}

const name = profile.firstName;

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function projectAnswer(message: string): string | null {
  const lower = message.toLowerCase();
  const project = projects.find((p) => lower.includes(p.name.toLowerCase()));
  if (!project) return null;
  const where = project.live ? ` Try it at ${project.live}.` : ` The code is at ${project.github}.`;
  return `${project.name}: ${project.description} Built with ${list(project.stack)}.${where}`;
}

const TOPICS: Topic[] = [
  {
    pattern: /\b(e-?mail|mail|contact|reach|hire|hiring|get in touch)\b/i,
    answer: () => `You can e-mail ${name} at ${profile.email} ✉️`,
  },
  {
    pattern: /\b(skills?|stack|tech|technolog(y|ies)|languages?|frameworks?|tools?|know)\b/i,
    answer: () =>
      `${name} works with ${list(skillGroups.flatMap((group) => group.items.slice(0, 2).map((item) => item.label)))}, and more.`,
  },
  {
    pattern: /\b(projects?|built|build|portfolio|apps?|work samples?)\b/i,
    answer: () => `${name} has built ${projects.length} projects, including ${list(projects.slice(0, 3).map((p) => p.name))} 🚀`,
  },
  {
    pattern: /\b(experience|job|jobs|work(s|ed|ing)?|company|career|role|position|intern(ship)?|lead)\b/i,
    answer: () => {
      const current = experience[0];
      return current
        ? `${name} is a ${current.title} at ${current.company} since ${current.date.split("–")[0]?.trim()}.`
        : `${name} is a ${profile.role}.`;
    },
  },
  {
    pattern: /\b(where|location|based|live|lives|city|country|relocat\w*|remote)\b/i,
    answer: () => `${name} is based in ${profile.location}.`,
  },
  {
    pattern: /\b(education|degree|college|university|school|stud(y|ied))\b/i,
    answer: () => {
      const first = assistantProfile.education[0];
      return first ? `${name} studied ${first.degree} at ${first.school} (${first.years}).` : assistantProfile.fallbackReply;
    },
  },
  {
    pattern: /\b(github|linkedin|instagram|social|profiles?|links?)\b/i,
    answer: () => `Find ${name} on ${profile.links.codeHost.href} and ${profile.links.professionalNetwork.href}.`,
  },
  {
    pattern: /\b(who|about|yourself|introduce|summary)\b/i,
    answer: () => `${name} ${profile.lastName} is a ${profile.role}. ${assistantProfile.snapshot.split(". ")[0]}.`,
  },
  {
    pattern: /\b(hi|hello|hey|yo|hola|namaste|good (morning|afternoon|evening))\b/i,
    answer: () => `Hey hey! 👋 Ask me about ${name}'s skills, projects, experience or how to reach him.`,
  },
];

export function offlineReply(message: string): string {
  if (asksForPhone(message)) return `You can call or WhatsApp ${name} on ${profile.phone} 📱`;
  const project = projectAnswer(message);
  if (project) return project;
  const topic = TOPICS.find((t) => t.pattern.test(message));
  return topic ? topic.answer() : assistantProfile.fallbackReply;
}
