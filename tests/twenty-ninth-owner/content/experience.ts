import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Robotics Software Engineer, Autonomous Forklifts",
    employmentType: "Full-time",
    company: "Ferrox Intralogistics",
    date: "Sep 2022 – Present",
    location: "Munich · Hybrid",
    description:
      "I lead the four-person motion-planning team for Ferrox's AFX-16 autonomous forklifts: path planning, pallet docking " +
      "and the simulation pipeline, written in C++ and Python on ROS 2 and running on NVIDIA Jetson Orin. " +
      "We raised the pallet pick success rate from 96.1% to 99.4% across 130 forklifts in nine customer warehouses, " +
      "and I built the nightly run that replays 12,000 Gazebo scenarios before every release.",
    url: "https://ferrox-intralogistics.example.com",
    teamSize: 4,
  },
  {
    title: "Part-time Lecturer in Motion Planning",
    employmentType: "Part-time",
    company: "Munich University of Applied Sciences",
    date: "Oct 2021 – Present",
    location: "Munich · On-site",
    description:
      "I teach one course each semester to master's students in mechatronics: Motion Planning for Mobile Robots in the winter semester " +
      "and the ROS 2 Lab in the summer semester, about 40 students per course, on Tuesday evenings. " +
      "I also co-supervise two master's theses a year.",
    url: "https://www.hm.edu/en/",
  },
  {
    title: "Research Engineer",
    employmentType: "Full-time",
    company: "Shelfwise Robotics",
    date: "Mar 2020 – Aug 2022",
    location: "Munich · On-site",
    description:
      "Shelfwise was a 35-person start-up building mobile picking robots, a robot arm on an autonomous base, for e-commerce warehouses. " +
      "I wrote the combined arm-and-base motion planner in C++ with ROS 2 and MoveIt 2, and moved its collision checking onto the GPU with CUDA, " +
      "cutting average planning time from 1.8 seconds to 120 milliseconds. That work became my IROS 2021 paper.",
    url: "https://shelfwise-robotics.example.com",
  },
  {
    title: "Doctoral Researcher",
    employmentType: "Full-time",
    company: "Karlsruhe Institute of Technology (KIT)",
    date: "Oct 2015 – Feb 2020",
    location: "Karlsruhe · On-site",
    description:
      "PhD research on motion planning for mobile manipulators that share space with moving people. " +
      "I developed Time-Aware RRT* (TA-RRT*), which plans in space and time so the robot passes people instead of freezing, " +
      "tested it in Gazebo and on the lab's mobile manipulator, and published it at ICRA 2019. " +
      "I also ran the exercise sessions of the Robotics I lecture for four years.",
  },
  {
    title: "Automation Engineering Intern",
    employmentType: "Internship",
    company: "Ege Otomasyon",
    date: "Jun 2012 – Sep 2012",
    location: "Izmir, Turkey",
    description:
      "Wrote a camera check for a bottle-labelling line in C++ with OpenCV, and helped commission a palletising robot cell " +
      "at an olive-oil bottler in Manisa. It was the summer I decided to work on robots.",
  },
];
