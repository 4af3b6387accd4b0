import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Programming",
    items: [
      { label: "C++ (C++17)", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
      { label: "MATLAB", icon: "lu:sigma" },
    ],
  },
  {
    title: "Robotics Frameworks & Simulation",
    items: [
      { label: "ROS 2", icon: "si:ros" },
      { label: "Gazebo (simulation)", icon: "lu:boxes" },
    ],
  },
  {
    title: "Motion Planning & Control",
    items: [
      { label: "Path planning (RRT*, hybrid A*, lattice planners)", icon: "lu:route" },
      { label: "Grasp planning for robot arms", icon: "lu:move-3d" },
      { label: "Feedback control (PID, LQR)", icon: "lu:activity" },
    ],
  },
  {
    title: "Perception",
    items: [
      { label: "OpenCV", icon: "si:opencv" },
      { label: "PyTorch (perception prototypes only)", icon: "si:pytorch" },
    ],
  },
  {
    title: "Tools & Platforms",
    items: [
      { label: "Linux (Ubuntu)", icon: "si:linux" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "CMake", icon: "si:cmake" },
    ],
  },
  {
    title: "Mechanical Engineering",
    items: [
      { label: "SolidWorks (CAD)", icon: "si:dassaultsystemes" },
      { label: "Fixture and jig design", icon: "lu:drafting-compass" },
      { label: "GD&T and tolerance analysis", icon: "lu:ruler" },
    ],
  },
];
