import { isInternship } from "../../app/chat/facts/owner-facts";
import { codeFacts, dateFacts, demoFacts, projectsWithStack } from "./content-facts";
import { make, pick, slug, type Build } from "./case-builder";
import { numberFact } from "./text-match";
import type { QuestionCase } from "./types";

/**
 * Short conversations whose last question only makes sense with the earlier ones: "it",
 * "that", "there" point at the project, job or skill the conversation is about.
 */
export const followUps: Build = ({ facts, knowledge, first, p }) => {
  const opening = [
    (name: string) => `Tell me about ${name}`,
    (name: string) => `What is ${name}?`,
    (name: string) => `what's ${name}`,
    (name: string) => `${name}?`,
  ];
  const stackAsk = ["what stack did it use?", "which technologies?", "what's it built with", "tech stack?"];
  const demoAsk = ["is there a demo?", "can I see it live", "any demo link?", "is it live?"];
  const codeAsk = ["and the code?", "where's the repo", "github link?"];
  const cases: QuestionCase[] = [];
  facts.projects.forEach((project, index) => {
    const id = slug(project.name);
    const open = pick(opening, index)(project.name);
    cases.push(
      make("follow-ups", `${id}/stack`, [open, pick(stackAsk, index)], { must: [...project.stack] }),
      make("follow-ups", `${id}/demo`, [pick(opening, index + 1)(project.name), pick(demoAsk, index)], {
        must: demoFacts(project),
      }),
    );
    if (index % 2 === 0) {
      cases.push(make("follow-ups", `${id}/code`, [open, pick(stackAsk, index + 1), pick(codeAsk, index)], { must: codeFacts(project) }));
    }
  });
  const [firstProject, secondProject] = facts.projects;
  if (firstProject) {
    cases.push(
      make(
        "follow-ups",
        `${slug(firstProject.name)}/four-turns`,
        [`Tell me about ${firstProject.name}`, "what stack did it use?", "is there a demo?", "where's the code?"],
        { must: codeFacts(firstProject) },
      ),
    );
  }
  if (firstProject && secondProject) {
    cases.push(
      make("follow-ups", "switch-project", [`Tell me about ${firstProject.name}`, `and ${secondProject.name}?`, "what stack did it use?"], {
        must: [...secondProject.stack],
      }),
    );
  }
  const internship = facts.experience.find(isInternship);
  if (internship) {
    cases.push(
      make("follow-ups", "internship/when", [`Where did ${p.he} do ${p.his} internship?`, "when was that?"], {
        must: dateFacts(internship.date),
      }),
      make("follow-ups", "internship/role", [`Where did ${first} intern?`, `what was ${p.his} role there?`], {
        must: [internship.title],
      }),
    );
  }
  const current = facts.experience.find((entry) => entry.current);
  if (current) {
    cases.push(make("follow-ups", "current/since", [`Where ${p.does} ${first} work now?`, "since when?"], { must: dateFacts(current.date) }));
    if (current.teamSize !== undefined) {
      cases.push(
        make("follow-ups", "current/team", [`What does ${first} do at ${current.company}?`, "how big is the team?"], {
          must: [numberFact(current.teamSize)],
        }),
      );
    }
  }
  facts.experience.forEach((entry) => {
    cases.push(
      make("follow-ups", `${slug(entry.company)}/when`, [`what did ${p.he} do at ${entry.company}`, "when was that?"], {
        must: dateFacts(entry.date),
      }),
    );
  });
  const skillAsk = ["which projects use it?", `where did ${p.he} use it?`, "any projects with it?"];
  const usedSkills = facts.skillLabels
    .map((label) => ({ label, projects: projectsWithStack(label, knowledge) }))
    .filter(({ projects }) => projects.length > 0)
    .slice(0, 6);
  usedSkills.forEach(({ label, projects }, index) => {
    cases.push(
      make("follow-ups", `skill/${slug(label)}`, [`Does ${first} know ${label}?`, pick(skillAsk, index)], {
        must: projects.map((project) => project.name),
      }),
    );
  });
  const [school] = facts.education;
  if (school) {
    cases.push(make("follow-ups", "education/degree", [`Where did ${p.he} study?`, "what degree?"], { must: [school.degree] }));
  }
  cases.push(
    make("follow-ups", "contact/email-after-phone", [`What's ${p.his} phone number?`, `and ${p.his} email?`], {
      must: [facts.contact.email],
    }),
  );
  return cases;
};
