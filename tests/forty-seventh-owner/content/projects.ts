import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "NorFish",
    github: "https://github.com/ezrahalvorsen/norfish",
    live: "https://norfish.example.org",
    description:
      "An open fish-species dataset from trawler cameras: 41,200 images of 23 North Atlantic species with 310,000 bounding boxes, " +
      "filmed on the sorting belts of 12 trawlers and labelled in Merkelapp. I curated it at UiT's Marine Imaging Lab and published it with the paper " +
      '"NorFish: A Trawler-Camera Benchmark for Fish Species Detection" at SCIA 2023 (the Scandinavian Conference on Image Analysis). ' +
      "The images are CC BY 4.0, the baseline code is MIT, and it has been downloaded more than 1,500 times from Zenodo.",
    stack: ["Python", "PyTorch", "OpenCV", "MLflow"],
    deploy: {
      dataset: { name: "Zenodo", href: "https://zenodo.org/records/8123456" },
      paper: { name: "arXiv", href: "https://arxiv.org/abs/2305.08841" },
    },
    image: { src: "/images/projects/norfish.png", alt: "A grid of NorFish images with boxes around cod, haddock and redfish on a sorting belt" },
  },
  {
    name: "TrawlEye Edge",
    github: "https://github.com/ezrahalvorsen/trawleye-edge",
    live: "",
    description:
      "An open-source, real-time fish detector for NVIDIA Jetson: a model trained on NorFish, exported from PyTorch to ONNX and built into an INT8 TensorRT engine, " +
      "with a C++ pipeline and a few CUDA kernels for pre-processing. It runs at 38 frames per second on a Jetson Orin Nano at 1280×720 " +
      "with a mAP@0.5 of 0.86 on the NorFish test set. Apache-2.0 licensed; the reference version of what I build at Havsyn.",
    stack: ["C++", "CUDA", "TensorRT", "ONNX", "PyTorch", "NVIDIA Jetson Orin Nano", "Docker"],
    deploy: {
      "Docker Hub": { name: "ezrahalvorsen/trawleye-edge", href: "https://hub.docker.com/r/ezrahalvorsen/trawleye-edge" },
      device: "NVIDIA Jetson Orin Nano",
    },
    image: { src: "/images/projects/trawleye-edge.png", alt: "Live detections of saithe and cod with an fps counter in the corner" },
  },
  {
    name: "Merkelapp",
    github: "https://github.com/ezrahalvorsen/merkelapp",
    live: "https://merkelapp.example.org",
    description:
      "A web app for labelling fish in images: bounding boxes, species labels and a review queue for a second annotator. " +
      "An ONNX model pre-labels each image so annotators only correct its boxes, which roughly halved the time per image. " +
      "Built at UiT, used to label all of NorFish and now used by Havsyn's annotators. Open source under AGPL-3.0; the live address is a public demo.",
    stack: ["Python", "FastAPI", "PostgreSQL", "TypeScript", "ONNX Runtime", "Docker"],
    deploy: { frontend: "Hetzner Cloud", backend: "Hetzner Cloud (Docker Compose)", database: "PostgreSQL on Hetzner Cloud" },
    image: { src: "/images/projects/merkelapp.png", alt: "Merkelapp's labelling screen with suggested boxes on a haddock" },
  },
  {
    name: "havfarge",
    github: "https://github.com/ezrahalvorsen/havfarge",
    live: "https://havfarge.readthedocs.io",
    description:
      "A Python library for underwater image colour correction: red-channel compensation, white balancing and contrast enhancement, " +
      "so footage from the sea floor stops looking green and blue. Install it with pip install havfarge. " +
      "It started as a script for UiT's ROV video, is at version 1.3, MIT licensed, and gets about 4,000 downloads a month from PyPI.",
    stack: ["Python", "NumPy", "OpenCV", "pytest", "GitHub Actions"],
    deploy: {
      PyPI: { name: "havfarge", href: "https://pypi.org/project/havfarge/" },
      docs: { name: "Read the Docs", href: "https://havfarge.readthedocs.io" },
    },
    image: { src: "/images/projects/havfarge.png", alt: "A green underwater photo of a reef before and after havfarge's correction" },
  },
  {
    name: "From PyTorch to Jetson",
    github: "https://github.com/ezrahalvorsen/pytorch-to-jetson",
    live: "https://nldl.example.org/2024/workshops/pytorch-to-jetson",
    description:
      "A half-day, hands-on workshop I gave at the Northern Lights Deep Learning Conference (NLDL 2024) in Tromsø in January 2024: " +
      "40 participants took a detector from PyTorch to ONNX to a TensorRT engine and ran it on a Jetson, on 20 dev kits lent by Havsyn. " +
      "The notebooks and slides are on GitHub.",
    stack: ["PyTorch", "ONNX", "TensorRT", "NVIDIA Jetson", "Jupyter"],
    deploy: { materials: "GitHub" },
  },
  {
    name: "Nordlyskamera",
    github: "https://github.com/ezrahalvorsen/nordlyskamera",
    live: "https://nordlys.ezrahalvorsen.example.com",
    description:
      "My hobby aurora-forecast camera: a Raspberry Pi 4 with an all-sky camera on my balcony takes a photo every minute, " +
      "a small image classifier tells aurora from clouds and city light, and a web page shows the latest sky and the chance of northern lights in the next hour, " +
      "combined with NOAA's Kp forecast. Open source under the MIT licence and running every winter since 2021; about 2,000 people check it on a good night.",
    stack: ["Python", "Raspberry Pi", "OpenCV", "ONNX Runtime", "FastAPI"],
    deploy: { camera: "Raspberry Pi 4", backend: "Raspberry Pi 4 (FastAPI)", frontend: "Cloudflare Pages" },
    image: { src: "/images/projects/nordlyskamera.png", alt: "An all-sky photo of green aurora above Tromsø with a 78% chance label" },
  },
];
