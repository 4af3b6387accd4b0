import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Search Engines",
    items: [
      { label: "Elasticsearch", icon: "si:elasticsearch" },
      { label: "OpenSearch", icon: "si:opensearch" },
      { label: "Apache Solr", icon: "si:apachesolr" },
      { label: "Apache Lucene", icon: "lu:search" },
    ],
  },
  {
    title: "Relevance & Ranking",
    items: [
      { label: "Learning to rank (XGBoost)", icon: "lu:list-ordered" },
      { label: "Vector search (FAISS, dense retrieval)", icon: "lu:orbit" },
      { label: "A/B testing and interleaving", icon: "lu:split" },
      { label: "Relevance judgements and NDCG", icon: "lu:scale" },
    ],
  },
  {
    title: "Language & NLP",
    items: [
      { label: "spaCy", icon: "si:spacy" },
      { label: "Tokenisation and stemming", icon: "lu:scissors" },
      { label: "Query rewriting and synonyms", icon: "lu:replace" },
    ],
  },
  {
    title: "Programming Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Rust (intermediate)", icon: "si:rust" },
      { label: "SQL", icon: "lu:database" },
      { label: "TypeScript", icon: "si:typescript" },
    ],
  },
  {
    title: "Data & Cloud",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "AWS (OpenSearch Service, Lambda)", icon: "lu:cloud" },
    ],
  },
  {
    title: "Frameworks",
    items: [
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "React (internal tools only)", icon: "si:react" },
    ],
  },
];
