import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "palletdock",
    github: "https://github.com/defne-akyurek/palletdock",
    live: "https://index.ros.org/p/palletdock/",
    description:
      "My open-source ROS 2 package for finding a pallet and docking a forklift's forks into its pockets, from a 2D lidar scan or a depth camera. " +
      "It plugs into Nav2 as a docking plugin, is released for ROS 2 Humble and Jazzy under the Apache-2.0 licence, and has about 420 GitHub stars. " +
      "I maintain it in my own time; contributors from six companies have sent pull requests.",
    stack: ["C++", "ROS 2", "Nav2", "PCL", "Python"],
    deploy: {
      "ROS Index": { name: "palletdock", href: "https://index.ros.org/p/palletdock/" },
      apt: "ros-jazzy-palletdock",
    },
    image: {
      src: "/images/projects/palletdock.png",
      alt: "A simulated forklift docking into a pallet, with the detected pallet pockets highlighted",
    },
  },
  {
    name: "TA-RRT*",
    github: "https://github.com/defne-akyurek/ta-rrt-star",
    live: "",
    description:
      "The planner from my PhD: Time-Aware RRT*, a sampling-based planner that searches in space and time, so a mobile manipulator " +
      "slips past moving people instead of stopping. A C++ library built on OMPL, with Python bindings; published at ICRA 2019.",
    stack: ["C++", "OMPL", "Eigen", "Python", "pybind11"],
    deploy: { Paper: "ICRA 2019" },
  },
  {
    name: "warehouse-worlds",
    github: "https://github.com/defne-akyurek/warehouse-worlds",
    live: "",
    description:
      "A Python tool that generates random warehouse layouts (racks, pallets, walking workers) as Gazebo worlds, " +
      "so a planner can be tested on thousands of layouts overnight. My students use it in the ROS 2 Lab.",
    stack: ["Python", "Gazebo", "ROS 2", "SDF"],
    deploy: { PyPI: { name: "warehouse-worlds", href: "https://pypi.org/project/warehouse-worlds/" } },
    image: { src: "/images/projects/warehouse-worlds.png", alt: "A top view of a generated warehouse with racks, pallets and people" },
  },
  {
    name: "cuSDF Bench",
    github: "https://github.com/defne-akyurek/cusdf-bench",
    live: "https://defneakyurek.example.com/notes/cusdf-bench",
    description:
      "A benchmark of signed-distance-field collision checks for robot arms on the GPU versus the CPU. " +
      "On a Jetson Orin the CUDA kernels check one million arm poses in 38 ms, 45 times faster than the CPU version. The write-up explains every kernel.",
    stack: ["CUDA", "C++", "Python", "Jupyter"],
    deploy: { Blog: "defneakyurek.example.com" },
  },
  {
    name: "Motion Planning Course",
    github: "https://github.com/defne-akyurek/motion-planning-course",
    live: "https://defne-akyurek.github.io/motion-planning-course/",
    description:
      "The open material of my Motion Planning for Mobile Robots course at Munich University of Applied Sciences: " +
      "14 Jupyter notebooks from A* to RRT* and lattice planners, with graded exercises, under a CC BY 4.0 licence.",
    stack: ["Python", "Jupyter", "NumPy", "Matplotlib"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "Kaplumbot",
    github: "https://github.com/defne-akyurek/kaplumbot",
    live: "",
    description:
      "A small two-wheeled robot (kaplumbağa is Turkish for turtle) that I designed for Girls' Day workshops: schoolgirls drive it, " +
      "then program it to follow a line. A Raspberry Pi running ROS 2 in a 3D-printed shell; about 60 girls have built one since 2022.",
    stack: ["ROS 2", "Python", "Raspberry Pi", "3D printing"],
    deploy: {},
    image: { src: "/images/projects/kaplumbot.jpg", alt: "A small turtle-shaped robot following a black line on a table" },
  },
];
