import type { Profile } from "./types";

/** A made-up owner: a former competitive chess player turned ML compiler engineer in Yerevan. */
export const profile: Profile = {
  firstName: "Narek",
  lastName: "Hovhannisyan",
  initials: "NH",
  pronouns: "he",
  role: "Compiler Engineer, ML Accelerators",
  bio:
    "I'm Narek Hovhannisyan, a compiler engineer in Yerevan. For ten years I played chess competitively and became a FIDE Master, " +
    "then swapped opening theory for loop nests and never looked back. Today I lead the graph compiler team at Apricot Silicon, where we turn " +
    "PyTorch and ONNX models into fast code for the Apricot A1 inference chip with MLIR and LLVM. I contribute to LLVM upstream, mostly to MLIR's " +
    "Linalg and Affine dialects and to InstCombine, and on Saturday mornings I coach the olympiad programming club at Yerevan Physics and Mathematics " +
    "School No. 2. I like compilers for the same reason I liked chess: a huge search space, a few strong heuristics, and a result you can measure.",
  email: "narek.hovhannisyan@example.com",
  phone: "+374 94 512738",
  location: "Yerevan, Armenia",
  cube: ["C++", "MLIR", "LLVM", "Rust", "Py"],
  siteUrl: "https://narekhovhannisyan.example.com",
  portraits: {
    default: {
      src: "/images/sixty-eighth-portrait.jpg",
      alt: "Portrait of Narek Hovhannisyan, a man with a short dark beard and a grey sweater, sitting behind a chessboard in a Yerevan café",
    },
    alternate: {
      src: "/images/sixty-eighth-portrait-alt.jpg",
      alt: "Narek Hovhannisyan at a whiteboard covered in loop nests and tiling diagrams, marker in hand",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/narek-hovhannisyan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/narek-hovhannisyan", icon: "lu:briefcase-business" },
    { label: "Blog: Forced Moves", href: "https://narekhovhannisyan.example.com/forced-moves", icon: "lu:pen-line" },
    { label: "Lichess profile", href: "https://lichess.org/@/NarekFM", icon: "si:lichess" },
    { label: "Codeforces profile", href: "https://codeforces.com/profile/NarekH", icon: "si:codeforces" },
  ],
};
