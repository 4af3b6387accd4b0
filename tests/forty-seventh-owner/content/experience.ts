import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Computer Vision Engineer",
    employmentType: "Full-time",
    company: "Havsyn AS",
    date: "Aug 2022 – Present",
    location: "Tromsø · Hybrid",
    description:
      "Havsyn is a 14-person fisheries-technology start-up in Tromsø. Its cameras watch the sorting belt on trawlers and count the catch by species, " +
      "for catch reporting and to warn skippers about bycatch. I own the species detector: a YOLOX-based model trained in PyTorch on 23 species, " +
      "exported to ONNX and compiled with TensorRT to run fully offline on NVIDIA Jetson Orin NX units in the wheelhouse. It now runs on 31 vessels, " +
      "and its species counts are within 4% of manual counts. I lead the vision team of three (two ML engineers and an annotation lead), " +
      "track experiments and models in MLflow, and wrote the FastAPI service that ships new models to the fleet in Docker images when a vessel is in port. " +
      "The production system is proprietary; TrawlEye Edge is my open-source reference version of the approach.",
    url: "https://havsyn.example.no",
    teamSize: 3,
  },
  {
    title: "Research Assistant",
    employmentType: "Full-time (fixed-term)",
    company: "UiT The Arctic University of Norway",
    date: "Aug 2021 – Jul 2022",
    location: "Tromsø · On-site",
    description:
      "Research assistant in the Marine Imaging Lab at UiT's Department of Physics and Technology, working on fish imaging on deck and under water. " +
      "I filmed the sorting belts of 12 trawlers with the lab, built the labelling tool Merkelapp so students could annotate the footage, " +
      "and curated it into the NorFish dataset of 41,200 images and 23 species. I also wrote the first version of havfarge to correct the colours of the lab's underwater ROV video.",
    url: "https://uit.example.no/marine-imaging-lab",
  },
  {
    title: "Software Developer",
    employmentType: "Full-time",
    company: "Kodeverket AS",
    date: "Aug 2016 – Jul 2019",
    location: "Oslo · On-site",
    description:
      "Kodeverket is a 60-person Oslo consultancy that builds digital services for public-sector clients. I built web apps in TypeScript and React " +
      "on Node.js and PostgreSQL: Søknadsweb, a grant-application portal for the Norwegian Arts Grants Agency used by about 9,000 applicants a year, " +
      "and a booking system for sports halls and meeting rooms for Nordby municipality. Everything had to meet universal-design rules (WCAG 2.1 AA), " +
      "which taught me to test with real users.",
    url: "https://kodeverket.example.no",
  },
  {
    title: "Summer Intern",
    employmentType: "Internship",
    company: "Skyvakt Radar AS",
    date: "Jun 2015 – Aug 2015",
    location: "Bergen · On-site",
    description:
      "Skyvakt makes weather-radar software for airports and meteorological services. Over the summer I wrote a Python tool that flags ground clutter " +
      "and sea clutter in radar images so forecasters can ignore it. It was my first time working with images, and I never looked back.",
  },
  {
    title: "Volunteer Instructor",
    employmentType: "Volunteer",
    company: "Kodeklubben Tromsø",
    date: "Sep 2022 – Present",
    location: "Tromsø",
    description:
      "Teach Scratch and Python to children aged 10 to 14 at Kodeklubben Tromsø's Saturday code club, twice a month. " +
      "My favourite session: a camera that tells apples from oranges, built by the kids in an afternoon.",
    url: "https://kodeklubben.example.no/tromso",
  },
];
