import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Ladder",
    github: "",
    live: "https://engineering.wellmademarket.example.com/climbing-the-ladder",
    description:
      "The learning-to-rank pipeline I built at Well Made Market in 2023 and 2024. Every night it turns the last 90 days of clicks, add-to-carts " +
      "and purchases (read from Kafka) into training data, trains a LambdaMART ranking model with XGBoost in Python, and uploads it to the " +
      "OpenSearch LTR plugin on Amazon OpenSearch Service, where it re-ranks the top 200 results of every search. New models have to beat the " +
      "current one in interleaving before they get an A/B test. The first model lifted search-to-purchase conversion by 6.8% in a four-week A/B test. " +
      "The code is internal, so this links to my post on our engineering blog.",
    stack: ["Python", "XGBoost", "OpenSearch", "OpenSearch LTR plugin", "Apache Kafka", "AWS Lambda", "Amazon OpenSearch Service"],
    deploy: {
      backend: "Amazon OpenSearch Service",
      "blog post": { name: "Climbing the Ladder", href: "https://engineering.wellmademarket.example.com/climbing-the-ladder" },
    },
  },
  {
    name: "Hintline",
    github: "https://github.com/rowan-okonkwo-lindqvist/hintline",
    live: "",
    description:
      "A typo-tolerant autocomplete service written in Rust. It keeps every suggestion in a finite-state transducer (FST) and walks it with a " +
      "Levenshtein automaton, so 'vintge lamp' still suggests 'vintage lamp' while you type, and ranks suggestions by how often people searched them. " +
      "It powers the search box at Well Made Market, answering about 3 million keystrokes a day with a p99 latency of 4 milliseconds. " +
      "I wrote it in 2024 as my first serious Rust project and open-sourced the core under the Apache-2.0 licence.",
    stack: ["Rust", "FST", "Levenshtein automata"],
    deploy: {
      "crates.io": { name: "hintline", href: "https://crates.io/crates/hintline" },
      docs: { name: "docs.rs/hintline", href: "https://docs.rs/hintline" },
    },
  },
  {
    name: "requery",
    github: "https://github.com/rowan-okonkwo-lindqvist/requery",
    live: "https://pypi.org/project/requery/",
    description:
      "My open-source query-rewriting library for Python, built on spaCy. It cleans up a search query before it reaches the engine: spelling " +
      "correction against your own catalogue vocabulary, synonym expansion, unit and number normalisation ('3 seater' becomes 'three-seater', " +
      "'2m' becomes '2 metres') and splitting or joining compound words. I started it in 2021 at Stockpot Recipes and have maintained it on my own " +
      "time since. MIT licensed, about 900 GitHub stars; install it with pip install requery.",
    stack: ["Python", "spaCy", "pytest"],
    deploy: { PyPI: { name: "requery", href: "https://pypi.org/project/requery/" } },
  },
  {
    name: "Jury",
    github: "https://github.com/rowan-okonkwo-lindqvist/jury",
    live: "",
    description:
      "A relevance-judgement tool for human raters. Raters see a query and a list of results and grade each result from 0 (irrelevant) to 3 " +
      "(perfect); Jury stores the grades in PostgreSQL, checks how much raters agree, and exports judgement lists for computing NDCG offline. " +
      "The front end is React and TypeScript over a small Python API. Well Made Market's twelve part-time raters have made over 40,000 judgements " +
      "with it since 2023, and I open-sourced it in 2024.",
    stack: ["TypeScript", "React", "PostgreSQL", "Python"],
    deploy: {
      frontend: "Internal only at Well Made Market",
      database: "PostgreSQL",
      "source code": { name: "GitHub", href: "https://github.com/rowan-okonkwo-lindqvist/jury" },
    },
  },
  {
    name: "Lantern",
    github: "https://github.com/rowan-okonkwo-lindqvist/lantern",
    live: "https://lantern.rowanol.example.com",
    description:
      "A weekend project: a search engine over about 500,000 public-domain Australian newspaper articles from 1850 to 1954, with keyword search " +
      "(BM25 in Elasticsearch) and vector search (dense retrieval with a FAISS index) side by side, plus a hybrid mode that blends the two. " +
      "Type 'gold rush riot' and you can see where each method wins and where it fails. A small AWS Lambda function serves the queries. " +
      "I built it in 2023 to show people, and myself, what vector search is and isn't good at.",
    stack: ["Python", "Elasticsearch", "FAISS", "AWS Lambda"],
    deploy: { backend: "AWS Lambda", "search index": "Elasticsearch", domain: "lantern.rowanol.example.com" },
  },
];
