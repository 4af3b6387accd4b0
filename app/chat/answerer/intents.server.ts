/**
 * What a question asks, read from its normalized text (text.server.ts: lower case, single
 * spaces, padded with a space at each end). Each intent is a pattern a reviewer can read;
 * the answerer decides their order.
 */

const words = (list: string) => new RegExp(`\\s(?:${list})\\s`);

export const INTENT = {
  greeting: words(
    "hi|hii+|hello|hey|heya|hiya|yo|sup|whats up|what is up|good morning|good afternoon|good evening|namaste|vanakkam|hola|greetings|howdy|how are you|how r u|how do you do",
  ),
  thanks: words("thanks|thank you|thank u|thx|ty|cheers|appreciate it|much appreciated"),
  bye: words("bye|goodbye|good bye|see you|see ya|cya|gotta go"),
  identity:
    /\sabout yourself\s|\syourself\s|\s(?:who|what) are (?:you|u)\s|\sare (?:you|u) (?:a |an )?(?:bot|robot|human|real|person|ai|chatgpt|gpt|llm|machine|chatbot)\s|\syour name\s|\swho (?:made|built|created|programmed) (?:you|u)\s/,
  injection: new RegExp(
    [
      String.raw`\s(?:ignore|disregard|forget|override|bypass|skip)\s(?:\S+\s){0,4}(?:instructions?|rules?|prompts?|directions|guidelines|constraints|restrictions|everything|above|previous|context)\s`,
      String.raw`\s(?:system|hidden|initial|original|secret|developer|internal)\s(?:prompt|message|instructions?|rules?)`,
      String.raw`\s(?:your|the)\s(?:instructions|rules|guidelines|prompt|configuration|programming|directives|system message)\s`,
      String.raw`\s(?:pretend|roleplay|role play)\s`,
      String.raw`\s(?:act|behave|respond|answer|talk|speak)\s(?:as|like)\s(?!a recruiter)`,
      String.raw`^\s(?:system|assistant|admin|developer|root)\s|\snew rules?\s|\syou are now\s|\sfrom now on\s|\snew instructions\s|\sjailbreak|\sdan mode\s|\sdeveloper mode\s|\sdo anything now\s|\ssudo\s|\sadmin mode\s|\sgod mode\s`,
      String.raw`\s(?:repeat|print|reveal|output|dump|leak|show|display|translate|summarize|encode)\s(?:\S+\s){0,3}(?:above|before|prompt|instructions|rules|context|system|everything you)`,
      String.raw`\swhat were you told\s|\sbefore this conversation\s|\syour (?:first|initial) (?:message|instructions)\s`,
      String.raw`\s(?:api|access|secret|hf|hugging face)\s(?:key|token)s?\s|\stoken\s`,
      String.raw`<\s*script|javascript:|\sonerror\s|<img|\{\{|\$\{`,
      // Chat-template markers ("<|im_start|>system", "[INST]") and orders in their voice.
      String.raw`\s(?:im start|im end|endoftext|inst|sys)\s|\syou now (?:reply|respond|answer|only|must|act|speak|talk)\s`,
    ].join("|"),
  ),
  abuse: words(
    "fuck|fucking|fck|shit|bitch|idiot|stupid|dumb|suck|sucks|moron|crap|bastard|asshole|retard|loser|ugly|trash|garbage|useless|worthless|kill|die|hate you|shut up",
  ),
  /** Tasks for a general assistant, not questions about the owner. */
  task: /^\s(?:write|generate|compose|solve|calculate|compute|translate|summarise|summarize|draft|create a|make me|give me a (?:poem|joke|story|recipe)|tell me a (?:joke|story|poem)|sing|play|what is \d|whats \d|\d+\s*[-+*/x]\s*\d+)|\s(?:fix|debug|review|refactor|explain|check|solve) (?:my|our|this)\s|\shelp (?:me|us) (?:fix|debug|write|solve|with my)\s/,
  offTopic: words(
    "weather|capital of|president|prime minister|stock price|bitcoin price|recipe|joke|poem|horoscope|lottery|news today|meaning of life|football score|cricket score|movie recommendation|restaurant|restaurants|cafe|cafes|tide|tides|surf spot|surf spots|beach|beaches|traffic|hotel|hotels|places to eat|where to eat|tourist|sightseeing|things to do in",
  ),
  salary: words(
    "salary|salaries|compensation|pay|paid|ctc|ectc|expected ctc|hourly rate|rate|rates|charge|charges|earn|earns|earning|money|wage|wages|stipend|lpa|lakhs?|per hour|per annum|remuneration|pay scale|salary expectations?",
  ),
  personal: words(
    "age|how old|tall|how tall|password|passwords|credentials|login|bank account|bank details|credit card|otp|pin|social security number|ssn|religion|caste|looks like|look like|photo of him|born|birth|birthday|date of birth|sexuality|sexual orientation|dob|married|marital|wife|husband|girlfriend|boyfriend|kids|children|religion|caste|politics|political|vote|voted|voting|election|elections|height|weight|home address|family|parents|relationship|single|dating|hobbies|hobby|free time|spare time|for fun|weekends|pets?|dogs?|cats?|favou?rite (?:food|movie|song|colou?r|book|sport|game)|food|movies?|music|sports?|football|cricket|gym|health|salary history|social security|aadhaar|passport",
  ),
  email: words("email|e mail|mail|emails|email address|e mail address|mail id|email id|inbox"),
  contact: words(
    "contact|contacted|reach|reach out|meeting|meet|schedule|appointment|calendar|book a|set up a|catch up|get in touch|in touch|touch base|hire|hiring|recruit|recruiting|message him|message her|talk to|connect with|speak with|speak to|send him|send her|interview|reachable|how do i contact|best way to|dm|dms|direct message|send the|send my|send over|send a message",
  ),
  resume: words("resume|résumé|cv|curriculum vitae|resumé"),
  links: words(
    "portfolio (?:url|link|address|website)|site url|website url|url|urls|links?|socials?|social media|social profiles?|online profiles?|profile links?|his profiles|online presence|social handles?|username|accounts?|website|web site|personal site|portfolio site|blog|twitter|x profile|x account|linkedin|linked in|github|git hub|instagram|insta|ig|youtube|medium|dev\\.to|stack overflow|stackoverflow|dribbble|behance|mastodon|bluesky|facebook|threads|leetcode|hackerrank|kaggle|codepen",
  ),
  codeLink: /\s(?:his|her|their|owner)?\s?(?:code|source code|repos|repositories|open source work|open source)\s/,
  location: new RegExp(
    [
      words(
        "based|located|location|where does he live|where does she live|where do they live|lives in|living in|reside|resides|residence|city|country|hometown|home town|timezone|time zone|nationality|which state|what state|region",
      ),
      /\swhere\s(?:\S+\s){0,3}from\s/,
      /^\swhere (?:is|s) (?:he|she|they|owner)\s(?:now\s|at\s)?$/,
      /\sin which (?:city|country)\s/,
      /^\s(?:is|does|are|do) (?:he|she|they|owner) (?:in|from|live in|living in|based in|located in|stay in)\s/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  ),
  remote: words("remote|remotely|remote work|work from home|wfh|hybrid|distributed|anywhere|work from anywhere|onsite|on site|in office|office"),
  relocation: words(
    "relocate|relocation|relocating|relocated|move to|moving to|move abroad|move countries|move cities|willing to move|move for|open to moving|shift to|move overseas|abroad",
  ),
  availability: new RegExp(
    [
      words(
        "open to work|looking for|seeking|available|availability|job hunting|job search|hireable|on the market|opportunity|opportunities|open to new|actively looking|new role|new job|next role|next job|switch jobs|change jobs|career goals|goals|freelance|freelancing|contract|full time|part time|interested in|prefer|prefers|preference|preferences",
      ),
      /\s(?:what|which)\s(?:kind|type|sort|kinds|types)\sof\s(?:roles?|jobs?|positions?|work|opportunities)\s/,
      /\s(?:roles|positions)\s(?:is|does|would|he|she|owner)\s/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  ),
  startDate: words(
    "notice period|notice|when can he start|when could he start|start date|when can he join|join|joining|available from|how soon|immediately|immediate joiner|start working|(?:can|could|would) (?:he|she|they|owner) (?:start|join)",
  ),
  education: words(
    "study|studied|studies|studying|degree|degrees|college|colleges|university|universities|uni|school|schooling|education|educational|educated|graduate|graduated|graduation|qualification|qualifications|qualified|bachelor|bachelors|master|masters|phd|alma mater|academic|academics|major|majored|btech|b tech|b\\.tech|b\\.e|be degree|mba|diploma|engineering degree",
  ),
  /** How the owner learned: "self-taught?", "formally trained in UX?", "where did she learn Kotlin?". */
  learned: /\s(?:self taught|formally trained|formal training|formal education|formal cs|where did (?:he|she|they|owner) (?:learn|pick up|study))\s/,
  certification: words("certification|certifications|certificate|certificates|certified|courses|course|bootcamp|bootcamps"),
  spoken: words(
    "speak|speaks|spoken|speaking|fluent|fluency|native language|mother tongue|talk in|bilingual|multilingual|languages does he speak|language does he speak|human languages|spoken languages",
  ),
  programming: words("programming|coding|code in|codes in|program in|programs in|scripting|write code in|programming languages|coding languages"),
  languagesWord: words("language|languages"),
  internship: words(
    "intern|interns|interned|internship|internships|trainee|traineeship|apprentice|apprenticeship|co op|coop|placement|industrial training",
  ),
  team: new RegExp(
    [
      /\steam\s(?:\S+\s)?(?:size|big|large|small|many|members?|people|strength)\s/,
      /\s(?:size|big|large|many)\s(?:\S+\s){0,3}team\s/,
      /\show many\s(?:people|ppl|developers|engineers|devs|reports|members|direct reports|folks|juniors)\s/,
      /\s(?:manage|manages|managed|managing|lead|leads|led|leading|mentor|mentors|mentored|supervise|supervises|oversee|oversees)\s(?:\S+\s){0,3}(?:people|team|teams|developers|engineers|devs|others|juniors|members)\s/,
      /\s(?:direct reports|people management|team lead|team leader|leadership|management experience|led a team|lead a team|leads a team|manage a team|managed a team|a manager|a team lead|individual contributor|a lead or|an ic)\s/,
      /\s(?:his|her|the) team\s/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  ),
  current: words(
    "current|currently|now|rn|atm|present|presently|these days|at the moment|right now|today|where does he work|where does she work|who does he work for|who does she work for|employer|working at|works at|work at|working for|works for|work for|job title|his job|her job|his role|her role|his position|her position|designation|for a living|day job|occupation|profession",
  ),
  fullName: words(
    "full name|last name|surname|family name|first name|his name|her name|real name|name of the owner|owner name|what is he called|whats his name",
  ),
  seniority: words("senior|junior|mid level|mid senior|seniority|how senior|how experienced|level|entry level|fresher|lead level"),
  /** "Has he worked at Google?": the company a visitor names, in the original words. */
  workedAt:
    /\b(?:work|works|worked|working|intern|interned|employed|job|jobs|been)\s+(?:at|for|with)\s+([\p{L}\p{N}][\p{L}\p{N}&.' -]{1,40}?)\s*(?:[?.!,]|$| before| ever| in the past| previously)/iu,
  experience: words(
    "experience|experiences|experienced|work history|worked|work before|before that|previously|previous job|previous jobs|where did he work|where did she work|work experience|companies|company|employers|jobs|career|previous|past|professional background|employment|employment history|positions held|roles held|how long has he|how many years|years of|track record|worked at|worked for|job history|resume history",
  ),
  skills: words(
    "skills|skill|skillset|skill set|tech stack|stack|technologies|technology|techs|tech|tools and technologies|what does he know|what can he do|good at|strengths|strong at|expertise|expert in|specialize|specialise|specializes|specialises|specialty|speciality|proficient|competencies|capabilities|toolkit|tool kit|frameworks|libraries|languages|what does he work with|what does he use|knows",
  ),
  projects: words(
    "projects|project|portfolio|built|build|builds|made|created|apps|applications|work samples|side projects|his work|her work|things he built|examples of his work|case studies|case study|products|shipped",
  ),
  count: words("how many|number of|count|total|how much"),
  best: words(
    "best|favourite|favorite|proudest|proud|coolest|most impressive|highlight|flagship|top|standout|stand out|biggest|main|notable|recommend|should i look at|start with|most interesting|impressive|greatest",
  ),
  liveProjects: words("live|demo|demos|deployed|try|online|running|launched|in production|public"),
  npm: words("npm|package|packages|published|library|libraries he published|open source library"),
  about: new RegExp(
    [
      words(
        "who is|whos|who s|pitch|about him|about her|about owner|introduce|introduction|summary|summarize|summarise|overview|bio|biography|background|describe him|describe her|what kind of developer|what type of developer|elevator pitch|in a nutshell|nutshell|tell me more|who is this|whose site|whose portfolio|what does he do|what does she do|what do they do|what does owner do|short profile|profile of (?:owner|him|her|them)|about the owner|about your owner|your owner|your boss|what is he like",
      ),
      /^\s(?:tell me about|about)\s(?:him|her|them|owner|he)?\s?$/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  ),
  highlights: words(
    "achievement|achievements|accomplishments|accomplishment|accomplished|proud of|highlights|impact|awards|award|win|wins|success|successes|results|strengths|why should i hire|why hire|stand out|unique|special",
  ),
  pronouns: words("pronouns?|he or (?:a )?she|she or (?:a )?he|gender|his or her|her or his|he him|she her|they them"),
  /** Aspects of one project, company or technology. */
  stack: words(
    "stack|tech|technologies|technology|built with|build with|made with|made in|written in|framework|frameworks|language|languages|tools|libraries|uses|use|used|using|how was it built|how is it built|under the hood|powered by|built on|built in|architecture",
  ),
  demo: words(
    "demo|demos|live|try|try it|url|link|links|website|site|online|see it|view it|running|launch|launched|play|visit|preview|production|deployed|check it out|up",
  ),
  code: words("code|github|git hub|repo|repository|repositories|source|open source|git|codebase"),
  deploy: words(
    "deploy|deployed|deployment|deployments|host|hosted|hosting|hosts|runs on|run on|running on|database|db|backend|back end|frontend|front end|domain|infrastructure|infra|server|servers|npm|platform|where does it run|cloud",
  ),
  when: words(
    "when|what year|which year|what years|date|dates|how long|duration|since|period|timeline|started|start|from when|what time|years|tenure",
  ),
  where: words("where|location|city|place|based|office|located"),
  role: words("role|title|position|designation|what did he do|what does he do|what was he|responsibilities|responsible|job|did he do|does he do"),
  describe: words("what is|whats|tell me about|about|describe|details|detail|more|explain|info|information|what does it do|purpose"),
  /** A question that continues the last one: "what about…", "and…", "it", "that". */
  continuation: /^\s(?:and|also|what about|how about|and what about|and how about|ok and|okay and|then|so)\s/,
  anaphora: words(
    "it|its|that|this|there|them|they|those|these|the project|the app|the company|the job|the role|the internship|that project|that app|that company|that job|that role|same|the same|one",
  ),
  yesNo: /^\s(?:does|do|did|can|could|is|has|have|would|will|was|are|any|ever)\s/,
  projectsWith: new RegExp(
    [
      /\s(?:projects?|apps?|applications|things|anything|something|(?<!\s(?:does|do|did|he|she|they|owner|to|i|we|you)\s)work|products|which ones|what did he build|what has he built)\s(?:\S+\s){0,4}(?:use|uses|used|using|with|in|built with|made with|written in|on|involve|involving|feature|featuring|include|including)\s/,
      /\s(?:built|build|made|make|created|create|shipped|done|did)\s(?:\S+\s){0,3}(?:with|in|using|on)\s/,
      /\swhere\s(?:\S+\s){0,3}(?:use|used|uses|using)\s/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  ),
} satisfies Record<string, RegExp>;

type Intent = keyof typeof INTENT;

export function asks(normalized: string, intent: Intent): boolean {
  return INTENT[intent].test(normalized);
}
