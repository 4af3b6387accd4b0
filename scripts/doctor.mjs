// The setup check to run before going live (npm run doctor): says in plain sentences what is
// still to do (sample content, site address, social card and favicons, the model's token)
// and asks the configured model for one token to prove the settings work.
// Exits with 1 when something blocks going live, 0 otherwise.
import { fileURLToPath } from "node:url";
import { withTypeScript } from "./import-typescript.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
console.log("Checking the site before it goes live...\n");
process.exitCode = await withTypeScript(["/scripts/doctor/run-doctor.ts"], async ([doctor]) => {
  const findings = await doctor.runDoctor(root);
  console.log(doctor.formatReport(findings));
  return doctor.exitCode(findings);
});
