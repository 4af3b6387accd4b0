import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Gil",
    github: "https://github.com/seoyeon-han-robotics/gil",
    live: "https://gil.seoyeonhan.example.com",
    description:
      "An open-source path-planning library for mobile robots in C++17, with Python bindings and a ROS 2 plugin (gil means road in Korean). " +
      "It has RRT*, hybrid A* and state-lattice planners that know a robot's real footprint, so a long robot can turn around in a narrow aisle. " +
      "It plans a 200-metre route through a warehouse map in under 40 milliseconds on a laptop. I started it in 2021 on weekends; it has about " +
      "640 stars on GitHub, is BSD-3-Clause licensed, and the live link is its documentation.",
    stack: ["C++", "Python", "ROS 2", "pybind11", "CMake"],
    deploy: { docs: { name: "Gil documentation", href: "https://gil.seoyeonhan.example.com" } },
  },
  {
    name: "Busy Shelf demo",
    github: "",
    live: "https://handsonrobotics.example.com/busy-shelf",
    description:
      "The pick-and-place demo Hands On Robotics showed at the Automation World 2024 trade fair at COEX in Seoul. One of our robots picked items " +
      "that visitors put on a shelf in any order (snacks, shampoo bottles, boxed phones, soft toys) and packed them into order totes: 1,214 picks " +
      "in three days with a 98.6% success rate. I led its software: an OpenCV and PyTorch perception prototype to find the items, grasp planning " +
      "in C++ on ROS 2, and a week of rehearsal in Gazebo before we shipped the robot to the fair. The code is the company's; the link is the demo's video page.",
    stack: ["C++", "ROS 2", "OpenCV", "PyTorch", "Gazebo"],
    deploy: { video: { name: "Busy Shelf demo video", href: "https://handsonrobotics.example.com/busy-shelf" } },
  },
  {
    name: "Contact-Aware Grasp Planning (IROS 2020 paper)",
    github: "https://github.com/seoyeon-han-robotics/contact-aware-grasping",
    live: "https://papers.example.org/iros2020/contact-aware-grasp-planning.pdf",
    description:
      "My paper at IROS 2020 (the IEEE/RSJ International Conference on Intelligent Robots and Systems), written at KAIST with Park Jihoon and " +
      "Prof. Lee Minsoo: Contact-Aware Grasp Planning for Densely Packed Shelves. Instead of avoiding every touch, the planner lets the fingers push " +
      "neighbouring items aside gently, within force limits. On 40 everyday objects in tightly packed shelves it raised grasp success from 71% " +
      "to 89%. The experiments ran in Gazebo and on a real arm; the code on GitHub is the paper's, in C++ and MATLAB.",
    stack: ["C++", "MATLAB", "Gazebo"],
    deploy: { paper: { name: "Paper (PDF)", href: "https://papers.example.org/iros2020/contact-aware-grasp-planning.pdf" } },
  },
  {
    name: "Sim Floor",
    github: "",
    live: "https://handsonrobotics.example.com/blog/sim-floor",
    description:
      "The simulation that tests Hands On Robotics' planners every night: a Gazebo model of a 5,000-square-metre warehouse with 40 simulated robots, " +
      "packed into Docker images so it runs the same on a laptop and on our test servers. Each night it replays about 600 scenarios (blocked aisles, " +
      "dropped items, a robot that stops dead) and fails the build if a planner gets slower or collides. Since I built it in 2023 it has caught " +
      "more than 30 bugs before they reached a warehouse. The code is internal; the link is my post about it on the company blog.",
    stack: ["Gazebo", "ROS 2", "Docker", "Python", "C++"],
    deploy: { "write-up": { name: "Sim Floor on the Hands On Robotics blog", href: "https://handsonrobotics.example.com/blog/sim-floor" } },
  },
  {
    name: "Robot Saturdays",
    github: "https://github.com/seoyeon-han-robotics/robot-saturdays",
    live: "https://robotsaturdays.example.org",
    description:
      "A free workshop that teaches ROS 2 to high-school students: six Saturday mornings each spring and autumn at a maker space in Mapo, Seoul, since 2023. " +
      "Students start in Gazebo and end by programming real TurtleBot 3 robots to find their way through a cardboard maze. Each cohort has 16 students; " +
      "about 80 have finished it so far. The lessons, in Korean and English, are on GitHub for anyone to reuse. Two other engineers from Hands On Robotics " +
      "teach it with me as volunteers.",
    stack: ["ROS 2", "Python", "Gazebo", "TurtleBot 3", "Linux"],
    deploy: { site: { name: "Robot Saturdays", href: "https://robotsaturdays.example.org" } },
  },
  {
    name: "Mulbot",
    github: "https://github.com/seoyeon-han-robotics/mulbot",
    live: "",
    description:
      "My hobby robot that waters the 14 pots on my balcony (mul means water in Korean). A Raspberry Pi runs ROS 2, reads a soil-moisture sensor in each pot " +
      "through an Arduino, and moves a small pump on a rail to the pots that are dry; a camera with OpenCV checks the leaves for yellowing. It has watered " +
      "my plants since 2021, including through three long trips, and uses about a third less water than I did by hand. It runs only at home; the code is on GitHub.",
    stack: ["Python", "ROS 2", "OpenCV", "Raspberry Pi", "Arduino"],
    deploy: { runs: "My balcony in Seoul" },
  },
  {
    name: "Baram flight controller",
    github: "",
    live: "https://seoyeonhan.example.com/notes/baram-flight-controller",
    description:
      "The flight controller of Baram Aero's inspection drones, where I wrote the attitude and position control loops in C++ on STM32 microcontrollers " +
      "and tuned them in MATLAB. It held a drone within 10 cm of its position in gusts of 8 m/s, close enough to inspect bridge cables. Baram Aero closed " +
      "in September 2022: the code belonged to the company, and the drones and the flight controller are no longer available. The link is my write-up of what I learned.",
    stack: ["C++", "MATLAB", "STM32"],
    deploy: { "write-up": { name: "Write-up on my blog", href: "https://seoyeonhan.example.com/notes/baram-flight-controller" } },
  },
];
