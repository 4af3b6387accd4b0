import type { Profile } from "./types";

/** A made-up owner: a robotics software engineer in Munich who builds autonomous forklifts. */
export const profile: Profile = {
  firstName: "Defne",
  lastName: "Akyürek",
  initials: "DA",
  pronouns: "she",
  role: "Robotics Software Engineer",
  bio:
    "I write the software that lets robots move safely among people and pallets: motion planners in C++ and ROS 2, " +
    "GPU collision checking in CUDA, and the Gazebo simulations that test it all before a real machine moves. " +
    "Born in Izmir and based in Munich, I build autonomous forklifts by day and teach motion planning at Munich University of Applied Sciences one course a semester.",
  email: "defne.akyurek@example.com",
  phone: "+49 176 4829 3107",
  location: "Munich, Germany",
  cube: ["C++", "ROS", "CUDA", "Py", "RRT*"],
  siteUrl: "https://defneakyurek.example.com",
  portraits: {
    default: {
      src: "/images/defne-portrait.jpg",
      alt: "Portrait of Defne Akyürek in a grey hoodie, smiling, in front of a warehouse rack",
    },
    alternate: {
      src: "/images/defne-portrait-alt.jpg",
      alt: "Defne Akyürek laughing beside a yellow autonomous forklift",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/defne-akyurek", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/defne-akyurek", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=dAkY7rQAAAAJ", icon: "si:googlescholar" },
    { label: "ORCID record", href: "https://orcid.org/0000-0002-7316-4825", icon: "si:orcid" },
  ],
};
