// npm run assistant:report — asks the offline assistant every question of the question set
// (generated from app/content/, plus the hand-written ones for the sample owner) and prints
// the scores by category, invented skills, phone leaks, answer time and every failing case.
// The question set is TypeScript: Vite's module runner loads it, with the app's "~" alias.
import { runnerImport } from "vite";

const root = new URL("../", import.meta.url).pathname;
const { module } = await runnerImport(`${root}tests/assistant/print-report.ts`, {
  root,
  configFile: false,
  logLevel: "error",
  resolve: { alias: { "~": `${root}app` } },
});
console.log(module.questionSetReport());
