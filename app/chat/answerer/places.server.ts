import { hasPhrase, normalize, SENTENCE_BREAK, tokens } from "./text.server";
import places from "./places.json";
import { DEGREES, isOrdinaryWord } from "./vocabulary.server";

/** Places as questions name them: "does he live in the US?", "did she study in Sweden?", and the countries of the world. */

/** Short names of countries and the names an owner's location writes them with. */
export const PLACE_NAMES: Record<string, string[]> = {
  uk: ["united kingdom", "england", "scotland", "wales", "northern ireland"],
  britain: ["united kingdom"],
  us: ["united states"],
  usa: ["united states"],
  america: ["united states"],
  uae: ["united arab emirates"],
};

/** "Does he live in the US?", "did she study in Sweden?", "did he go to IIT?": the place or school a yes-or-no question names, and whether it asks about the studies. */
export function placeAsked(question: string): { words: string[]; studies: boolean; ever: boolean } | null {
  // "did he go to college in Chennai?" asks where the owner studied.
  // ("…in Coimbatore too?": the place, not a place called "Coimbatore too".)
  const q = question
    .replace(/\s(?:go|went) to (?:college|uni|university|school) (in|near)\s/, " study $1 ")
    // ("did he do his degree in Chennai?", "did she get her masters in Spain?": the same.)
    .replace(
      /\s(?:do|did|get|got|complete|completed|finish|finished|earn|earned) (?:his|her|their|a|the) (?:degree|bachelor s|bachelors|master s|masters|studies|phd|doctorate) (in|near)\s/,
      " study $1 ",
    )
    // ("does he have a degree from Harvard?", "did she graduate from METU?": where the owner studied.)
    .replace(
      /\s(?:have|has|had|hold|holds|held|get|got|earn|earned) (?:a|an|any|his|her|their|the) (?:\S+ )?(?:degree|bachelor s|bachelors|master s|masters|phd|doctorate|diploma|mba) from\s|\s(?:graduate|graduated) from\s/,
      " study at ",
    )
    .replace(/\s(?:too|as well|also|either)\s$/, " ");
  const asked =
    /^\s(?:does|do|did|is|are|was|were|has|have) (?:he|she|they|owner) (?:still |currently |now |ever )?(?:(live|lives|lived|living|based|located|reside|resides|study|studied|grow up) (?:in|near)|(go|attend|study) (?:to|at)|(in|from))\s((?:the\s)?\S+(?:\s\S+)?|(?:the\s)?\S+(?:\s\S+){0,3}\s(?:university|college|institute|school|academy)(?:\sof(?:\s\S+){1,2})?)\s$/.exec(
      q,
    );
  // "IIT grad?", "is she a stanford alum?": a school, by the name of its graduates.
  const alumnus = asked ? null : /^\s(?:is (?:he|she|they|owner) )?(?:an? )?(\S+(?:\s\S+)?) (?:grad|graduate|alum|alumnus|alumna|alumni)\s$/.exec(q);
  const school = alumnus?.[1];
  // ("comp sci grad?" names a degree, which the studies answer.)
  const degreeNamed = DEGREES.some((degree) => degree.asked.some((words) => hasPhrase(q, words)));
  if (
    school &&
    !degreeNamed &&
    !tokens(school).some((word) => isOrdinaryWord(word) || /^(?:cs|it|owner|he|she|they|college|uni|university|school|bootcamp)$/.test(word))
  )
    return { words: tokens(school), studies: true, ever: false };
  // "did she go to uni": any university, not a place ("the American University of Armenia" is one).
  const words = tokens(asked?.[4] ?? "").filter((word) => word !== "the");
  // ("did he study at Anna University?" names one; "a good university" none.)
  const named = words.filter((word) => !/^(?:a|an|any|some)$/.test(word));
  const schoolWord = (word: string) => /^(?:uni|university|college|school)$/.test(word);
  const anyOne = named.some(schoolWord) && named.every((word) => schoolWord(word) || (named.length <= 2 && isOrdinaryWord(word)));
  if (!asked || words.length === 0 || anyOne || words.some((word) => /^(?:abroad|person|office|tech|it)$/.test(word))) return null;
  // "Did she ever live in Spain?", "has he lived in Kenya?": anywhere the owner lived, not only where they live now.
  const ever = /^\s(?:has|have) |\sever\s|\slived\s/.test(q);
  return { words, studies: asked[2] !== undefined || /^(?:study|studied)$/.test(asked[1] ?? ""), ever };
}

/** The names of the world's countries, in English, from the runtime's own region names. */
export function worldCountries(): string[] {
  const regions = new Intl.DisplayNames(["en"], { type: "region" });
  return Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)))
    .map((code) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    })
    .filter((name) => name.length > 2 && !/\b(?:Union|Nations|Unknown|Eurozone|Outlying|Islands? \(|world)\b/i.test(name));
}

/** Read when first asked: most conversations never need it. */
let countryNames: readonly string[] | undefined;

/** The country a place names ("Bergen, Norway" → "Norway"), or undefined when it names none ("Cork · Hybrid"). */
export function countryIn(place: string): string | undefined {
  countryNames ??= worldCountries();
  const normalized = normalize(place);
  return countryNames.find((country) => hasPhrase(normalized, country));
}

/** The city a place opens with ("Kraków, Poland" → "kraków", "Cork · Hybrid" → "cork"), normalized. */
export const cityOf = (place: string): string => normalize(place.split(/[,·(]/)[0] ?? "").trim();

/**
 * The country of a place, from its own words or, for a city alone ("Kraków"), from another of the content's places that
 * names it with its country ("Kraków, Poland"); undefined when neither does.
 */
export function countryOf(place: string, elsewhere: readonly string[]): string | undefined {
  const city = cityOf(place);
  const named = city ? elsewhere.find((other) => countryIn(other) && hasPhrase(normalize(other), city)) : undefined;
  // ("Porto" alone, named nowhere with its country: the country the city is known to be in.)
  const known = city ? placesByName().get(city) : undefined;
  return countryIn(place) ?? (named ? countryIn(named) : undefined) ?? (known?.length === 1 ? countryNameOf(known[0] ?? "") : undefined);
}

/** A country's name as the region names give it ("portugal" → "Portugal"), for a country known only in normalized form. */
function countryNameOf(normalizedCountry: string): string | undefined {
  countryNames ??= worldCountries();
  return countryNames.find((country) => normalize(country).trim() === normalizedCountry);
}

/** The English name of a country by its ISO code, normalized ("GB" → "united kingdom"). */
const countryNamed = (() => {
  let names: Intl.DisplayNames | undefined;
  return (code: string) => normalize((names ??= new Intl.DisplayNames(["en"], { type: "region" })).of(code) ?? code).trim();
})();

/** Every name of a place a question may use, and the countries it stands for: countries, short names, regions, cities. */
let placeIndex: ReadonlyMap<string, readonly string[]> | undefined;

function placesByName(): ReadonlyMap<string, readonly string[]> {
  if (placeIndex) return placeIndex;
  countryNames ??= worldCountries();
  const index = new Map<string, readonly string[]>();
  for (const country of countryNames) index.set(normalize(country).trim(), [normalize(country).trim()]);
  for (const [short, names] of Object.entries(PLACE_NAMES)) index.set(short, [names[0] ?? short]);
  for (const { names, countries } of places.regions) for (const name of names) index.set(name, countries.map(countryNamed));
  for (const [city, code] of Object.entries(places.cities)) index.set(city, [countryNamed(code)]);
  placeIndex = index;
  return index;
}

/** The places a normalized text names, each with the countries it stands for ("the EU", "Berlin", "Canada"). */
export function placesIn(text: string): Place[] {
  return [...placesByName()].filter(([name]) => hasPhrase(text, name)).map(([name, countries]) => ({ name, countries }));
}

/** A place named in a question or the owner's words, with the countries it stands for. */
export interface Place {
  name: string;
  countries: readonly string[];
}

/** Is this place's name a city's ("london"), not a country's or a region's? */
export const isCity = (name: string): boolean => name in places.cities;

/** The cities a normalized text names ("london" of "would she move to london for the right role"). */
export function citiesIn(text: string): Place[] {
  return placesIn(text).filter((named) => isCity(named.name));
}

/** Is the word a place's whole name ("germany", "lisbon")? */
export function isPlaceName(word: string): boolean {
  return placesByName().has(word);
}

/** Words of moving home: a note's or an answer's sentence about relocating. */
export const SPEAKS_OF_MOVING = /relocat|\bmov(?:e|ing)\b/i;

/**
 * "I won't move to the United States", "would never relocate to…": places ruled out, not a limit ("won't move outside
 * Scandinavia" and "not relocating abroad" are limits).
 */
const REFUSES_MOVING =
  /\s(?:won t|wont|will not|would not|wouldn t|wouldnt|not|never|no longer)\s(?:\S+\s){0,2}(?:relocate|relocating|move|moving)\s(?:back\s)?to\s/;

/** The sentences and clauses of the owner's words that speak of moving, and those that go on from them ("…, but not abroad"). */
function movingClauses(words: readonly string[]): string[] {
  const clauses = words.flatMap((text) => text.split(SENTENCE_BREAK).flatMap((sentence) => sentence.split(/[,;]\s+/)));
  return clauses.filter(
    (clause, i) => SPEAKS_OF_MOVING.test(clause) || (/^(?:but|and|or)\s/i.test(clause) && SPEAKS_OF_MOVING.test(clauses[i - 1] ?? "")),
  );
}

/** The countries the owner's own words on moving rule out ("I won't move to the United States or the United Kingdom"). */
export function relocationRuledOut(words: readonly string[]): readonly string[] {
  return movingClauses(words)
    .map(normalize)
    .filter((said) => REFUSES_MOVING.test(said))
    .flatMap((said) => placesIn(said.slice(REFUSES_MOVING.exec(said)?.index ?? 0)).flatMap((place) => place.countries));
}

/**
 * Does the owner's own limit on moving leave this place out? "Munich" of "Berlin is the only city he would relocate to", by
 * the cities it names; "Toronto" of "would relocate to the EU or the UK", by its countries; not a place the limit names.
 */
export function movingLeavesOut(words: readonly string[], home: string, place: readonly string[]): boolean {
  const said = movingClauses(words);
  const clauses = said.map((clause) => ` ${normalize(clause)} `);
  if (clauses.some((clause) => place.some((word) => hasPhrase(clause, word)))) return false;
  // ("relocate to London, Dublin or Berlin, and those three cities only": an "only" that points back limits the cities of its
  // sentence, up to a semicolon.)
  const listed = words
    .flatMap((text) => text.split(SENTENCE_BREAK).flatMap((sentence) => sentence.split(/;\s+/)))
    .filter((part) => SPEAKS_OF_MOVING.test(part))
    .map((part) => ` ${normalize(part)} `)
    .filter((part) => /\s(?:those|these)\s(?:\S+\s)?(?:cities|places)\sonly\s/.test(part));
  // ("I'd relocate to Brisbane but nowhere else": the same.)
  const cities = [
    ...clauses.filter((clause) => /\s(?:only|nowhere else|not anywhere else|no other (?:city|cities|place|places))\s/.test(clause)),
    ...listed,
  ].flatMap(citiesIn);
  if (cities.length > 0) return true;
  const countries = placesIn(` ${place.join(" ")} `).flatMap((named) => named.countries);
  const scope = scopeOfClauses(said, home);
  return countries.length > 0 && scope !== undefined && countries.every((country) => !scope.includes(country));
}

/**
 * The countries an owner would move to, when their own words on moving limit it ("would relocate within Scandinavia",
 * "to the US West Coast but not abroad", "won't move outside the EU"); undefined when they set no limit.
 */
export function relocationScope(words: readonly string[], home: string): readonly string[] | undefined {
  return scopeOfClauses(movingClauses(words), home);
}

/** The countries the owner's clauses on moving limit them to (relocationScope). */
function scopeOfClauses(said: readonly string[], home: string): readonly string[] | undefined {
  const homeCountries = placesIn(normalize(home)).flatMap((place) => place.countries);
  // The clauses on moving, and those that go on from them ("…to the West Coast, but not abroad"), not one on remote work beside them
  // (nor one that rules places out: "I won't move to the United States", below).
  const clauses = said.filter((clause) => !REFUSES_MOVING.test(normalize(clause)));
  const scope = clauses.flatMap((sentence) => {
    const said = normalize(sentence);
    const abroad = /\snot (?:\S+ ){0,3}abroad\s|\snot (?:\S+ ){0,2}(?:another|other) countr/.test(said) ? homeCountries : [];
    // ("within the UK or the EU", "relocating to Spain or Canada": every place the limit lists, up to a "but".)
    const limit =
      /\s(?:within|outside|only|inside|(?:relocate|relocating|relocation|move|moving) to)\s(.*?)(?=\s(?:but|except|though|although)\s|$)/.exec(
        said,
      )?.[1] ?? "";
    const limited = placesIn(` ${limit} `);
    return [...abroad, ...limited.flatMap((place) => place.countries)];
  });
  return scope.length > 0 ? scope : undefined;
}

/**
 * Remote work for teams somewhere: "fully remote within North America", "remote with teams in Australia or New Zealand",
 * "remote for a team anywhere in North America", "remote roles with UK or EU companies"; the places are what follows.
 */
const REMOTE_FOR =
  /\bremote\w*\b.*?\b(?:within\s+(.+)|(?:with|for)\s+(?:an?\s+|the\s+)?(?:teams?|companies|company|employers?|clients?|studios?|organi[sz]ations?)\s+(?:\w+\s+)?(?:in|from|based in)\s+(.+)|(?:with|for)\s+(.+?)\s+(?:teams|companies|employers|clients|studios|organi[sz]ations)\b)/i;

/** Where the teams of a remote clause are, up to another way of working ("… or on-site or hybrid in Montréal"). */
function teamsAt(clause: string): string {
  const places = REMOTE_FOR.exec(clause)?.slice(1).find(Boolean) ?? "";
  return places.split(/\s(?:and|or)\s(?:to|on|in|hybrid|on-site|onsite|office)\b/i)[0] ?? "";
}

/** A clause that says no to work: "I don't take remote roles with teams in Europe", "Not considering roles in the United States" (not "never more than an hour from London"). */
const SAYS_NO =
  /(?:\b(?:not|never|no)|n't)\s+(?:\w+\s+){0,2}?(?:considering|consider|take|taking|open|interested|looking|work|working|accept|accepting|roles?|jobs?)\b/i;

/**
 * The owner's own sentences that leave this country out of the remote work they would take, or null: "Toronto" of
 * "remote with teams in Australia or New Zealand", by the places a remote clause names (the owner's home with them);
 * "the US" of "Not considering roles in the United States" or "I don't take remote roles with teams in Europe". A clause on
 * moving limits no remote work ("not relocating outside Québec").
 */
export function remoteLimitOn(texts: readonly string[], home: string, countries: readonly string[]): string | null {
  const homeCountries = placesIn(normalize(home)).flatMap((place) => place.countries);
  if (countries.length === 0 || countries.every((country) => homeCountries.includes(country))) return null;
  const clauses = texts
    .flatMap((text) => text.split(SENTENCE_BREAK))
    .flatMap((sentence) =>
      sentence.split(/[,;:]\s+/).map((clause) => ({ sentence, clause, named: placesIn(normalize(clause)).flatMap((place) => place.countries) })),
    )
    .filter(({ clause, named }) => named.length > 0 && !SPEAKS_OF_MOVING.test(clause));
  const ruledOut = clauses.find(
    ({ clause, named }) =>
      SAYS_NO.test(clause) &&
      /\b(?:remote\w*|roles?|jobs?|teams?|companies|work)\b/i.test(clause) &&
      countries.some((country) => named.includes(country)),
  );
  // (Where the teams are, not where the owner works from: "remote roles from Nairobi", "remotely or in Lyon" limit nothing.)
  const limits = clauses
    .filter(({ clause }) => !SAYS_NO.test(clause))
    .map((said) => ({
      ...said,
      named: placesIn(normalize(teamsAt(said.clause))).flatMap((place) => place.countries),
    }))
    .filter(({ named }) => named.length > 0);
  const scope = [...limits.flatMap(({ named }) => named), ...homeCountries];
  const [limit] = limits;
  // (Where they would work remotely goes with a place ruled out: "…teams in Europe or Asia", then "…anywhere in North America".)
  if (ruledOut) return limit && limit.sentence !== ruledOut.sentence ? `${ruledOut.sentence} ${limit.sentence}` : ruledOut.sentence;
  if (limit && countries.every((country) => !scope.includes(country))) return limit.sentence;
  return null;
}
