// npm run bench:classifiers — the two candidates for classifying a question by its nearest
// example (app/chat/answerer/intents/examples.json and the owner's FAQ): MiniSearch
// (app/chat/answerer/classify.server.ts, the answerer's) and nlp.js (nlpjs-matcher.ts). For each:
//   - leave-one-out accuracy on the examples: each example question classified by a matcher
//     trained on all the others, overall and per topic, and the share left unclassified;
//   - the answerer built with it, on the tuning set, the held-out sets (scores only: their
//     questions and failures are never printed) and the independent sets of the three owners;
//   - the time of one classification and of training, in Node;
//   - what its library adds to a bundle, minified and gzip.
// The Worker's own size with each candidate is measured by building it (BENCHMARKS.md, "Which classifier").
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { withTypeScript } from "../import-typescript.mjs";
import { median, percentile } from "./serve.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const root = new URL("../../", import.meta.url).pathname;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
const ms = (value) => `${value.toFixed(3)} ms`;

/** Each candidate's library alone, bundled for a Worker and minified. */
async function librarySize(code) {
  const entry = "\0classifier-library";
  const output = await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [{ name: "entry", resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? code : null) }],
    build: {
      write: false,
      minify: "esbuild",
      target: "es2022",
      rollupOptions: { input: entry, output: { format: "es" }, preserveEntrySignatures: "strict" },
    },
  });
  const source = [output]
    .flat()[0]
    .output.map((chunk) => chunk.code ?? "")
    .join("");
  return { minified: Buffer.byteLength(source), gzip: gzipSync(source).length };
}

await withTypeScript(
  [
    "/app/chat/answerer/classify.server.ts",
    "/scripts/bench/nlpjs-matcher.ts",
    "/app/chat/answerer/answer.server.ts",
    "/app/chat/answerer/text.server.ts",
    "/tests/assistant/question-set.ts",
    "/tests/assistant/held-out.ts",
    "/tests/assistant/independent.ts",
    "/tests/assistant/knowledge.ts",
    "/tests/assistant/run-question-set.ts",
    "/tests/other-owner/content/index.ts",
    "/tests/third-owner/content/index.ts",
  ],
  async ([classify, nlpjs, answerer, text, questionSet, heldOut, independent, judgeKnowledge, run, other, third]) => {
    const candidates = [
      { name: "MiniSearch", matcher: classify.exampleMatcher },
      { name: "nlp.js", matcher: nlpjs.nlpjsMatcher },
    ];
    // Where nlp.js loses: the same answerer with nlp.js for the topics and MiniSearch for the owner's FAQ.
    const topicsOnly = {
      name: "nlp.js, topics only",
      matcher: (labelled) => (labelled === classify.topicExamples ? nlpjs.nlpjsMatcher : classify.exampleMatcher)(labelled),
    };
    const examples = classify.topicExamples.map(({ text: question, label }) => ({ text: text.normalize(question), label }));
    const topics = [...new Set(examples.map(({ label }) => label))];

    console.log(`\nLeave-one-out on ${examples.length} example questions of ${topics.length} topics`);
    const trainings = candidates.map(() => []);
    const loo = candidates.map(({ matcher }, candidate) =>
      examples.map(({ text: question, label }, index) => {
        const started = performance.now();
        const classify = matcher(examples.filter((_, other) => other !== index));
        trainings[candidate].push(performance.now() - started);
        return { question, label, classify, got: classify(question) };
      }),
    );
    console.log(`| topic | examples | ${candidates.map(({ name }) => name).join(" | ")} |`);
    console.log(`|---|---:|${candidates.map(() => "---:").join("|")}|`);
    for (const topic of topics) {
      const cells = loo.map((results) => {
        const ofTopic = results.filter(({ label }) => label === topic);
        return `${ofTopic.filter(({ got }) => got === topic).length}/${ofTopic.length}`;
      });
      console.log(`| ${topic} | ${examples.filter(({ label }) => label === topic).length} | ${cells.join(" | ")} |`);
    }
    const right = (results) => results.filter(({ got, label }) => got === label).length;
    const unclassified = (results) => results.filter(({ got }) => got === null).length;
    console.log(`| **overall** | ${examples.length} | ${loo.map((results) => `**${percent(right(results), results.length)}**`).join(" | ")} |`);
    console.log(`| unclassified (null) | | ${loo.map((results) => percent(unclassified(results), results.length)).join(" | ")} |`);
    console.log(
      `| wrong topic | | ${loo.map((results) => percent(results.length - right(results) - unclassified(results), results.length)).join(" | ")} |`,
    );

    // The nlp.js candidate runs nlp.js's steps synchronously: the library's own async pipeline must agree.
    const { containerBootstrap } = await import("@nlpjs/core");
    const { Nlp } = await import("@nlpjs/nlp");
    const { LangEn } = await import("@nlpjs/lang-en-min");
    let agree = 0;
    for (const [index, { text: question }] of examples.entries()) {
      const container = containerBootstrap();
      container.use(LangEn);
      const nlp = new Nlp({ languages: ["en"], autoSave: false, autoLoad: false, nlu: { log: false }, container });
      for (const [other, example] of examples.entries()) if (other !== index) nlp.addDocument("en", example.text, example.label);
      await nlp.train();
      const { intent } = await nlp.process("en", question);
      if ((intent === "None" ? null : intent) === loo[1][index].got) agree++;
    }
    console.log(`nlp.js candidate and Nlp.process (@nlpjs/nlp) agree on ${agree}/${examples.length} leave-one-out questions`);

    console.log("\nThe answerer built with each (cases answered right)");
    const owners = [
      { name: "sample owner", content: questionSet.siteContent },
      { name: "second owner", content: other.otherOwner },
      { name: "third owner", content: third.thirdOwner },
    ];
    const built = [...candidates, topicsOnly];
    console.log(`| set | owner | cases | ${built.map(({ name }) => name).join(" | ")} |`);
    console.log(`|---|---|---:|${built.map(() => "---:").join("|")}|`);
    for (const { name, content } of owners) {
      const knowledge = judgeKnowledge.knowledgeOf(content);
      const sets = [
        ["tuning (generated + hand-written)", questionSet.buildQuestionSet(content).cases],
        ["held-out", heldOut.heldOutFor(content)?.cases],
        ["independent", independent.independentSetFor(content)?.cases],
      ];
      const answerers = built.map(({ matcher }) => answerer.createAnswerer(content, { matcher }));
      for (const [set, cases] of sets) {
        if (!cases) continue;
        // Scores only: the held-out set's questions and failures stay unseen.
        const scores = answerers.map((answer) => run.runQuestionSet(cases, answer, knowledge).overall);
        console.log(
          `| ${set} | ${name} | ${cases.length} | ${scores.map(({ passed, total }) => `${passed} (${percent(passed, total)})`).join(" | ")} |`,
        );
      }
    }

    // Each question asked of the matcher that was not trained on it: an example it knows word for word would be too easy.
    console.log(`\nTime in Node: each example question classified ${ROUNDS} times by the matcher trained on the others`);
    console.log("| | one classification, median | p99 | training on 80 examples, median |");
    console.log("|---|---:|---:|---:|");
    for (const [candidate, { name }] of candidates.entries()) {
      const times = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const { question, classify } of loo[candidate]) {
          const started = performance.now();
          classify(question);
          times.push(performance.now() - started);
        }
      }
      console.log(`| ${name} | ${ms(median(times))} | ${ms(percentile(times, 99))} | ${ms(median(trainings[candidate]))} |`);
    }

    console.log("\nThe library alone, bundled and minified (the Worker adds about this; build it to know)");
    const libraries = [
      ["MiniSearch", 'export { default } from "minisearch";'],
      [
        "nlp.js (what nlpjs-matcher.ts imports)",
        'export { NeuralNetwork } from "@nlpjs/neural"; export { NormalizerEn, StemmerEn, TokenizerEn } from "@nlpjs/lang-en-min";',
      ],
    ];
    for (const [name, code] of libraries) {
      const { minified, gzip } = await librarySize(code);
      console.log(`- ${name}: ${minified.toLocaleString("en")} B minified, ${gzip.toLocaleString("en")} B gzip`);
    }
  },
);
