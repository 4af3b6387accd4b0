import type { Profile } from "./types";

/**
 * A made-up owner: a US Navy sonar technician turned mainframe developer, who now leads the move of an
 * insurer's policy batch jobs off the mainframe to Spring Batch on AWS in Hartford, Connecticut.
 */
export const profile: Profile = {
  firstName: "Raymond",
  lastName: "Castañeda",
  initials: "RC",
  pronouns: "he",
  role: "Lead Modernization Engineer, Mainframe to Cloud",
  bio:
    "I'm Raymond Castañeda, Ray to everyone. I spent eight years as a sonar technician in the US Navy, earned my IT degree part-time on the GI Bill, " +
    "and then wrote COBOL, JCL and CICS at a bank in Charlotte for twelve years. Since 2014 I've been at Wadsworth Mutual Insurance in Hartford, " +
    "first on the mainframe and now leading the team that moves the policy batch jobs to Java and Spring Batch on AWS. " +
    "I don't believe in big-bang rewrites: I move one job stream at a time, run the old and the new side by side, and switch over when the numbers match to the penny. " +
    "On Tuesday evenings I teach coding to fellow veterans.",
  email: "ray.castaneda@example.com",
  phone: "+1 860 555 0147",
  location: "Near Hartford, Connecticut, USA",
  cube: ["JCL", "DB2", "CICS", "AWS", "Java"],
  siteUrl: "https://raycastaneda.example.com",
  portraits: {
    default: {
      src: "/images/eighty-second-portrait.jpg",
      alt: "Portrait of Raymond Castañeda, a man in his fifties with grey hair and a short beard, smiling in a dark blue quarter-zip",
    },
    alternate: {
      src: "/images/eighty-second-portrait-alt.jpg",
      alt: "Raymond Castañeda at a whiteboard covered in JCL job names and arrows pointing to AWS boxes",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/raycastaneda-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ray-castaneda-example", icon: "lu:briefcase-business" },
    { label: "Blog: Big Iron Field Notes", href: "https://raycastaneda.example.com/field-notes", icon: "lu:pen-line" },
    { label: "Certifications on Credly", href: "https://www.credly.com/users/ray-castaneda-example", icon: "lu:badge-check" },
  ],
};
