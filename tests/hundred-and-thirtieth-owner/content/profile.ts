import type { Profile } from "./types";

/**
 * A made-up owner: a Seoul robotics software engineer who writes motion planners for warehouse robots,
 * after three years designing assembly-line fixtures at a car plant, four years in a university robotics
 * lab (a master's and an unfinished PhD) and a drone start-up that closed.
 */
export const profile: Profile = {
  firstName: "Seoyeon",
  lastName: "Han",
  initials: "SH",
  pronouns: "she",
  role: "Robotics Software Engineer",
  bio:
    "I'm Seoyeon Han, a robotics software engineer in Seoul. At Hands On Robotics I write the motion planning that lets our warehouse robots " +
    "drive to a shelf and pick an item off it without knocking over its neighbours. I came to software from the other side: three years as a " +
    "mechanical engineer at Hanbit Motors' car plant, designing the fixtures that hold car bodies on the assembly line, then four years in a " +
    "robotics lab at KAIST, where I finished a master's and left my PhD after two years, and then a drone start-up, Baram Aero, that closed in 2022. " +
    "I work in C++ and Python with ROS 2 and Gazebo, and I still think like a mechanical engineer: if it can't survive the real shop floor, it isn't done. " +
    "I have never shipped a web front end. On weekends a small robot of mine waters the plants on my balcony, and I teach ROS 2 to high-school students.",
  email: "seoyeon.han@example.com",
  phone: "+82 10 4821 7365",
  location: "Seoul, South Korea",
  cube: ["ROS2", "C++", "RRT*", "PID", "Py"],
  siteUrl: "https://seoyeonhan.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirtieth-portrait.jpg",
      alt: "Portrait of Seoyeon Han, a woman with a short black bob and round glasses, in a navy work jacket in front of warehouse shelving",
    },
    alternate: {
      src: "/images/hundred-and-thirtieth-portrait-alt.jpg",
      alt: "Seoyeon Han kneeling beside a small wheeled robot with a robot arm, holding a laptop that shows a planned path",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/seoyeon-han-robotics", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/seoyeon-han-example", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=SEOYEONHANex", icon: "si:googlescholar" },
    { label: "Blog: Shop Floor Notes", href: "https://seoyeonhan.example.com/notes", icon: "lu:pen-line" },
  ],
};
