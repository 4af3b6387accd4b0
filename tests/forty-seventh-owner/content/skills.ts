import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Computer Vision & Deep Learning",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "OpenCV", icon: "si:opencv" },
      { label: "NumPy", icon: "si:numpy" },
      { label: "Object detection", icon: "lu:scan-eye" },
      { label: "Underwater imaging", icon: "lu:fish" },
    ],
  },
  {
    title: "Edge Deployment",
    items: [
      { label: "ONNX", icon: "si:onnx" },
      { label: "TensorRT", icon: "si:nvidia" },
      { label: "NVIDIA Jetson", icon: "lu:cpu" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "CUDA (basic)", icon: "lu:microchip" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Data & MLOps",
    items: [
      { label: "Dataset curation", icon: "lu:database" },
      { label: "Label tooling", icon: "lu:tag" },
      { label: "MLflow", icon: "si:mlflow" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "Services & Web",
    items: [
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "TypeScript (some)", icon: "si:typescript" },
      { label: "Git", icon: "si:git" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Research & Teaching",
    items: [
      { label: "Paper writing", icon: "lu:file-text" },
      { label: "Workshops", icon: "lu:presentation" },
      { label: "Teaching kids to code", icon: "lu:graduation-cap" },
    ],
  },
];
