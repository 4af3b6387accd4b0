import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Motion Planning & Navigation",
    items: [
      { label: "ROS 2", icon: "si:ros" },
      { label: "Nav2", icon: "lu:navigation" },
      { label: "MoveIt 2", icon: "lu:bot" },
      { label: "OMPL", icon: "lu:route" },
      { label: "Sampling-based planning (RRT*)", icon: "lu:waypoints" },
      { label: "Trajectory optimisation", icon: "lu:spline" },
    ],
  },
  {
    title: "Languages & GPU",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
      { label: "CUDA", icon: "si:nvidia" },
      { label: "CMake", icon: "si:cmake" },
      { label: "Eigen", icon: "lu:sigma" },
    ],
  },
  {
    title: "Simulation & Perception",
    items: [
      { label: "Gazebo", icon: "lu:box" },
      { label: "PCL (Point Cloud Library)", icon: "lu:scan" },
      { label: "OpenCV", icon: "si:opencv" },
      { label: "NVIDIA Jetson", icon: "si:nvidia" },
      { label: "Raspberry Pi", icon: "si:raspberrypi" },
    ],
  },
  {
    title: "Tooling & Lab",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "Git", icon: "si:git" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
];
