import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Robotics Software Engineer",
    employmentType: "Full-time",
    company: "Hands On Robotics",
    date: "Oct 2022 – Present",
    location: "Seoul (Seongsu-dong) · Hybrid, three days a week in the office",
    description:
      "Hands On Robotics builds warehouse robots: a mobile base with a six-axis arm that drives between the shelves of e-commerce warehouses and picks " +
      "orders item by item. About 320 of our robots work in 11 warehouses in Korea and Japan. I'm one of eight engineers on the motion-planning team, " +
      "writing in C++ on ROS 2: I own the arm's grasp and trajectory planning and share the base's path planning with two colleagues. " +
      "I cut the average pick cycle from 9.5 to 6.1 seconds by planning the arm's move while the base is still driving, built Sim Floor, the Gazebo " +
      "simulation our planners are tested in every night, and led the software for our pick-and-place demo at Automation World 2024. " +
      "I also mentor the two newest engineers on the team.",
    url: "https://handsonrobotics.example.com",
  },
  {
    title: "Controls Engineer",
    employmentType: "Full-time",
    company: "Baram Aero",
    date: "Mar 2021 – Sep 2022",
    location: "Seongnam (Pangyo), South Korea · On-site",
    description:
      "Baram Aero was a start-up of about 25 people building drones that inspect bridges and wind turbines up close. As its controls engineer I wrote the " +
      "attitude and position control loops of our flight controller in C++ on STM32 microcontrollers, tuned them in MATLAB, and flew the test flights " +
      "that proved they held a drone within 10 cm of its position in gusts of 8 m/s. The company closed in September 2022, when its Series A " +
      "fell through; its drones and the flight controller are no longer available.",
  },
  {
    title: "Research Assistant, Mobile Manipulation Lab",
    employmentType: "Full-time",
    company: "KAIST",
    date: "Mar 2017 – Feb 2021",
    location: "Daejeon, South Korea · On-site",
    description:
      "Four years in KAIST's Mobile Manipulation Lab, first for my master's and then for a PhD that I left after two years. I worked on grasp planning " +
      "for robot arms reaching into crowded shelves, in C++ and MATLAB with Gazebo for simulation, and ran the lab's two real arms for experiments. " +
      "This work became my IROS 2020 paper, Contact-Aware Grasp Planning for Densely Packed Shelves. I also taught the lab sessions of the " +
      "undergraduate robotics course for three semesters.",
    url: "https://mml.kaist.example.org",
  },
  {
    title: "Mechanical Engineer, Assembly Line Fixtures",
    employmentType: "Full-time",
    company: "Hanbit Motors",
    date: "Mar 2014 – Feb 2017",
    location: "Asan, South Korea · On-site, car plant",
    description:
      "Three years at Hanbit Motors' Asan car plant, where I designed the fixtures and jigs that hold car bodies in place on the body shop's " +
      "assembly line while robots weld them. I designed them in SolidWorks, worked out their tolerances with GD&T, and was on the floor for every " +
      "installation. I designed or reworked 46 fixtures, and my redesign of the door-hanging fixture cut its changeover from about 40 minutes to 12. " +
      "Watching the welding robots all day is what made me want to program robots instead of building what holds still for them.",
  },
];
