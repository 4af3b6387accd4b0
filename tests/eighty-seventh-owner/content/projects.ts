import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Hisia",
    github: "https://github.com/nyambura-kariuki/hisia",
    live: "https://huggingface.co/nyambura-kariuki/hisia-sentiment-sw",
    description:
      'Hisia (Swahili for "feelings") is a sentiment-analysis model and dataset for Swahili and Sheng, the street slang of Nairobi. ' +
      "With four other annotators at LughaLab I collected and labelled 14,200 public social-media posts and product reviews as positive, negative or neutral, " +
      "and I fine-tuned XLM-RoBERTa on them with Hugging Face Transformers and PyTorch. It reaches a macro-F1 of 0.81, against 0.64 for the best multilingual model " +
      "we tested out of the box and 0.58 for our TF-IDF and logistic-regression baseline in scikit-learn. The model and the dataset are on Hugging Face " +
      'under CC BY 4.0 and have been downloaded more than 3,000 times. The paper, "Hisia: Sentiment Analysis for Swahili and Sheng Social Media Text", ' +
      "with me as first author, was accepted at KaribuNLP 2026, the Workshop on NLP for East African Languages, co-located with ACL 2026.",
    stack: ["Python", "PyTorch", "Hugging Face Transformers", "XLM-RoBERTa", "pandas", "scikit-learn"],
    deploy: {
      model: { name: "hisia-sentiment-sw", href: "https://huggingface.co/nyambura-kariuki/hisia-sentiment-sw" },
      dataset: { name: "hisia", href: "https://huggingface.co/datasets/nyambura-kariuki/hisia" },
      paper: { name: "KaribuNLP 2026 paper", href: "https://aclanthology.example.org/2026.karibunlp-1.7/" },
    },
  },
  {
    name: "Chama Ledger",
    github: "https://github.com/nyambura-kariuki/chama-ledger",
    live: "",
    description:
      "A USSD app that keeps the books of a chama, a Kenyan savings group. Members dial a USSD code from any phone, even a basic phone without internet, " +
      "to pay their monthly contribution through an M-Pesa STK push (Daraja API), check their balance and ask for a loan; the treasurer gets a weekly SMS summary " +
      "and every member a monthly statement by SMS. Django and PostgreSQL keep the ledger, Celery and Redis send the SMS and retry failed M-Pesa callbacks, " +
      "and the USSD menus and SMS go through Africa's Talking. I built it in 2024 for my mother's chama in Nyeri, and it now runs for three chamas with 64 members.",
    stack: ["Python", "Django", "PostgreSQL", "Celery", "Redis", "Africa's Talking USSD", "Africa's Talking SMS", "M-Pesa Daraja API", "Docker"],
    deploy: { backend: "Docker on a small VPS", database: "PostgreSQL", "USSD and SMS": "Africa's Talking" },
  },
  {
    name: "Njia",
    github: "https://github.com/nyambura-kariuki/njia",
    live: "https://njia.example.com",
    description:
      'Njia (Swahili for "route") tells you which matatus to take across Nairobi and where to change. Type where you are and where you are going in the app, ' +
      'or send an SMS such as "Kencom to Rongai" if you have no data bundle, and it answers with the matatu routes, the stages to change at and a fare estimate. ' +
      "Our team of four built it in 48 hours at Jenga Hack 2024, a civic-tech hackathon in Nairobi, in November 2024, and it won first prize, KSh 200,000. " +
      "I wrote the FastAPI backend and the route search over a graph of 140 matatu routes in PostgreSQL, with Redis caching popular trips, " +
      "and the SMS side with Africa's Talking; a teammate built the Flutter app.",
    stack: ["Python", "FastAPI", "PostgreSQL", "Redis", "Flutter", "Africa's Talking SMS"],
    deploy: { backend: "Docker on a small VPS", frontend: "Flutter web", SMS: "Africa's Talking" },
  },
  {
    name: "ShambaScan",
    github: "https://github.com/nyambura-kariuki/shambascan",
    live: "https://shambascan.example.com",
    description:
      "My final-year project (2025–2026): a farmer takes a photo of a maize or bean leaf with a phone, and ShambaScan says whether the plant has one of seven " +
      "common diseases, such as maize lethal necrosis or bean rust, and what to do about it, in Swahili or English. I collected 6,300 leaf photos with farmers " +
      "and agricultural extension officers in Murang'a County, fine-tuned a MobileNetV3 image classifier in PyTorch to 91% accuracy on a held-out test set, " +
      "and served it with FastAPI behind a small Flutter app. It won the School of Computing's Best Final-Year Project award in 2026.",
    stack: ["Python", "PyTorch", "MobileNetV3", "FastAPI", "Flutter", "Docker"],
    deploy: { backend: "Docker on the School of Computing's GPU server", app: "Flutter" },
  },
  {
    name: "django-api-starter",
    github: "https://github.com/nyambura-kariuki/django-api-starter",
    live: "",
    description:
      "The template I start every Django API from, open source under the MIT licence: Django REST Framework with token authentication, PostgreSQL, " +
      "Celery workers with Redis, Docker Compose for local development, pytest with 95% test coverage, and a GitHub Actions pipeline that runs the tests " +
      "and builds the Docker image. It grew out of Chama Ledger and the Sauti Yetu annotation backend; about 180 people have starred it on GitHub, " +
      "and several of my classmates used it for their third-year group projects.",
    stack: ["Python", "Django", "Django REST Framework", "PostgreSQL", "Celery", "Redis", "Docker", "pytest", "GitHub Actions"],
    deploy: { template: { name: "GitHub template repository", href: "https://github.com/nyambura-kariuki/django-api-starter" } },
  },
];
