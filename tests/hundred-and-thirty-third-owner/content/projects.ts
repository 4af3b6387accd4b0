import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "LiverPlan 3D",
    github: "",
    live: "https://clearslice.example.com/liverplan",
    description:
      "A 3D viewer for liver surgery planning that I built at Clear Slice with the liver surgeons of two hospitals. From a contrast CT it shows the liver, " +
      "its blood vessels and the tumours as a 3D model the surgeon can turn and cut: you draw the resection plane and it tells you how much liver would " +
      "remain (the future liver remnant, as a volume and a percentage). The segmentation comes from a neural network that our research team trained; " +
      "my part runs it with PyTorch (inference only), cleans it up with ITK and draws it with VTK in a Qt application. It has been in clinical use since " +
      "March 2023 in four hospitals in Belgium and the Netherlands, and has planned more than 600 operations. It is closed source, part of Clear Slice Reader.",
    stack: ["C++20", "Qt", "VTK", "ITK", "PyTorch (inference)", "DICOM", "CMake"],
    deploy: { "in use at": "Four hospitals in Belgium and the Netherlands" },
  },
  {
    name: "dicom-scrub",
    github: "https://github.com/joris-verhaegen/dicom-scrub",
    live: "",
    description:
      "An open-source DICOM anonymiser: a Python command-line tool and library that removes or replaces the patient's name, ID, birth date and about " +
      "140 other identifying tags following the DICOM confidentiality profile (PS3.15), keeps the links between studies with consistent pseudonyms, " +
      "and flags images that may have names burned into the pixels so a person can check them. I started it at Sint-Rembert University Hospital for " +
      "the research PACS and open-sourced it in 2021 under the Apache 2.0 licence; it has about 480 stars on GitHub and three university research groups " +
      "use it. It is published on PyPI.",
    stack: ["Python", "pydicom", "DICOM"],
    deploy: { PyPI: { name: "dicom-scrub on PyPI", href: "https://pypi.org/project/dicom-scrub/" } },
  },
  {
    name: "BlurFlag",
    github: "",
    live: "https://clearslice.example.com/blurflag",
    description:
      "A plugin for Clear Slice Reader that flags MRI series with motion blur while the patient is still on the table, so the radiographer can repeat " +
      "the sequence instead of calling the patient back another day. It runs a small neural network with PyTorch (inference only; a colleague trained it) " +
      "and a C++ plugin shows a warning next to the series. Tested on 12,000 MRI series, it caught 9 out of 10 series that radiologists had marked as " +
      "unreadable. It is in a pilot at two hospitals since 2024, not yet sold, and Clear Slice has filed a European patent application on it with me " +
      "as co-inventor (pending).",
    stack: ["C++17", "PyTorch (inference)", "Qt", "DICOM"],
    deploy: { pilot: "Two hospitals (pilot since 2024)" },
  },
  {
    name: "ECR 2024 poster: Rescans after motion",
    github: "",
    live: "https://jorisverhaegen.example.com/posters/ecr-2024.pdf",
    description:
      "A scientific poster I presented at ECR 2024, the European Congress of Radiology in Vienna, with two radiologists from AZ Dijlevallei: " +
      "an audit of 3,100 MRI examinations, of which 7.5% had at least one sequence repeated because the patient moved, costing on average " +
      "six minutes of scanner time each. I wrote the Python scripts that read the DICOM headers to count the repeats. It is the reason BlurFlag exists.",
    stack: ["Python", "DICOM"],
    deploy: { congress: "ECR 2024, Vienna" },
  },
  {
    name: "Slice Trainer",
    github: "https://github.com/joris-verhaegen/slice-trainer",
    live: "",
    description:
      "A teaching tool for radiography students that I wrote for my course at UCLL: a desktop application that loads anonymised CT and MRI volumes and " +
      "lets students plan the slices themselves (position, angle, thickness) and see the images they would have got, with the mistakes a real scan " +
      "would have. About 45 students use it each year since 2023. Written in C++ with Qt and VTK, it is open source under the GPL-3.0 licence and runs on " +
      "the school's Linux and Windows computers; there is no web version.",
    stack: ["C++17", "Qt", "VTK", "CMake"],
    deploy: { "used at": "UCLL medical imaging bachelor" },
  },
  {
    name: "ScanReady",
    github: "https://github.com/joris-verhaegen/scanready",
    live: "",
    description:
      "A hackathon prototype from Health Hack Ghent 2021, built in a weekend with three nurses and a developer: when a CT scan is done, it reads the " +
      "HL7 message from the radiology system and sends a short notice to the ward so the porter comes to fetch the patient. We won the audience prize, " +
      "but it was never finished: it only worked with our test messages, and nobody had time to take it further. The repository is archived.",
    stack: ["Python", "HL7 v2"],
    deploy: {},
  },
];
