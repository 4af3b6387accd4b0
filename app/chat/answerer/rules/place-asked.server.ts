import { namesSomething } from "../mentions.server";
import { escapeRegExp, hasPhrase, normalize } from "../text.server";
import {
  PLACE_NAMES,
  placeAsked,
  countryIn,
  countryOf,
  cityOf,
  isCity,
  placesIn,
  relocationRuledOut,
  relocationScope,
  SPEAKS_OF_MOVING,
} from "../places.server";
import { asks } from "../intents.server";
import { relocationFaq } from "./question-shapes.server";
import { NATIONALITIES } from "../vocabulary.server";
import { joinAnswers } from "../compose.server";
import type { Reading } from "./reading.server";

/** "Is he Canadian?", "is she a US citizen?": a nationality, which only the owner's own words can confirm. */
const NATIONALITY_ASKED = /^\s(?:is|are) (?:he|she|they|owner) (?:a |an )?((?:\S+ )??\S+?)(?: citizen| national| passport holder)?\s$/;

/** A yes or a no about a place: where the owner lives, studied or once worked. */
export function answerPlaceAsked(r: Reading): string | null {
  const { knowledge, say, experience, assistantProfile, owner, q, mentions, words, previous, readPrevious } = r;
  // "which part of coimbatore does he live in?", "what neighbourhood?" of an owner who gives a city: a finer place than the site
  // gives, which it does not say.
  const city = normalize(owner.location.split(",")[0] ?? "").trim();
  const within = /\s(?:which|what) (?:part|area|neighbou?rhood|district|suburb|street|locality) (?:of|in) (?:the )?(\S+)\s/.exec(q)?.[1];
  const finer = within
    ? city.startsWith(within) || (within === "city" && isCity(city))
    : /\s(?:neighbou?rhood|street address|home address)\s/.test(q) && isCity(city);
  if (finer) return say.fallback();
  // "he wouldn't want to leave coimbatore, right?": moving away from where the owner lives.
  const left = /\s(?:leave|leaving) (\S+)\s/.exec(q)?.[1] ?? "";
  if (left.length > 2 && hasPhrase(normalize(owner.location), left)) return say.relocation();
  const nationality = NATIONALITY_ASKED.exec(q)?.[1];
  const country = nationality === undefined ? undefined : (NATIONALITIES[nationality] ?? PLACE_NAMES[nationality]?.[0]);
  if (country !== undefined && nationality !== undefined)
    return say.nationality(country, nationality, /\s(?:citizen|national|passport holder)\s$/.test(q));
  // "When did he move to Norway?", "why did he move to the states": the content's sentence that tells the move (with its year, for
  // "when", where one does), not the owner's plans to move.
  const moveAsked = /\s(?:when|what year|which year|why|how come) did (?:he|she|they|owner) (?:move|relocate|come|emigrate) to (.+?)\s$/.exec(q);
  const movedTo = moveAsked?.[1];
  const home = normalize(owner.location);
  const toHome = movedTo !== undefined && hasPhrase(home, movedTo);
  // ("the states", "the US", "America": one country, by any of its short names.)
  const spellings = movedTo === undefined ? [] : placeSpellings(movedTo);
  const places = [...spellings, ...(toHome ? home.split(" ").filter((word) => word.length > 3) : [])];
  const tellsMove = (fact: { normalized: string }) =>
    places.some((name) => new RegExp(`\\s${MOVE_TOLD} (?:back )?to (?:the )?${escapeRegExp(name.replace(/^the /, ""))}\\s`).test(fact.normalized));
  const withYear = (fact: { text: string }) => /\b(?:19|20)\d\d\b/.test(fact.text);
  const moves = movedTo ? knowledge.factDocs.filter(tellsMove) : [];
  // ("when did he move to the us?" of a move the content tells without its year: the sentence that tells it.)
  const move = moves.find(withYear) ?? moves[0];
  if (move) return move.answer;
  // "Would she move to London?", then "what about Canada?", of an owner who would move only within Scandinavia, or not abroad:
  // a no, in the owner's own words.
  const { availability } = assistantProfile;
  const movingAsked = asks(q, "relocation") || (words.length <= 4 && previous !== null && asks(readPrevious(), "relocation"));
  if (movingAsked && availability.relocation) {
    const ownWords = [availability.note ?? "", relocationFaq(assistantProfile.faq) ?? ""].filter((text) => SPEAKS_OF_MOVING.test(text));
    const scope = relocationScope(ownWords, owner.location);
    const asked = placesIn(q).filter((place) => !hasPhrase(home, place.name));
    const ruledOut = relocationRuledOut(ownWords);
    const outside =
      asked.length > 0 &&
      ((scope && asked.every((place) => place.countries.every((country) => !scope.includes(country)))) ||
        asked.every((place) => place.countries.length > 0 && place.countries.every((country) => ruledOut.includes(country))));
    if (outside && asked[0] && ownWords[0]) return say.relocationOutside(asked[0].name, ownWords[0]);
  }
  // "which suburb does she live in?", "which part of almaty does he live in": a finer place than the site gives (a home address
  // is left to the rules that keep it private).
  // ("Clapham, London": a location that opens with a place finer than a city gives it.)
  if (FINER_PLACE.test(q)) {
    const opening = cityOf(owner.location);
    return owner.location.includes(",") && !isCity(opening) && !countryIn(opening) ? say.location() : say.fallback();
  }
  const abroad = studiedAbroad(r);
  if (abroad) return abroad;
  // "Does he live in the US?", "did she study in Sweden?", "did he go to IIT?": a yes or a no, then where.
  const placeYesNo = !namesSomething(mentions) ? placeAsked(q) : null;
  if (placeYesNo) {
    const studies = assistantProfile.education.map(({ school, degree, location }) => `${school} ${degree} ${location ?? ""}`).join(" ");
    const { studies: ofStudies, words: placeWords } = placeYesNo;
    const known = ` ${ofStudies ? normalize(studies) : normalize(owner.location)} ${ofStudies ? knowledge.schoolKeys.join(" ") : ""} `;
    // ("Is he in the EU?" of an owner in Romania: a region is there when it holds the owner's country.)
    const regions = placesIn(` ${placeWords.join(" ")} `).filter((place) => place.countries.length > 1);
    const inRegion = (text: string) =>
      regions.length > 0 &&
      placesIn(text).some((place) => place.countries.length === 1 && regions.some((region) => region.countries.includes(place.countries[0] ?? "")));
    const isThere = (text: string) =>
      placeWords.every((word) => hasPhrase(text, word) || PLACE_NAMES[word]?.some((name) => hasPhrase(text, name))) || inRegion(text);
    // ("Did he study in India?" of studies in "Coimbatore", a city the owner's own location puts in India.)
    const elsewhere = placesOfContent(r);
    const askedPlace = placeWords.join(" ");
    // ("…in Tamil Nadu?" of "Coimbatore", where the owner's location says "Coimbatore, Tamil Nadu, India": the place that names both.)
    // (A country named alone: "the American University of Armenia" is a school.)
    const askedCountry = [countryIn(askedPlace), PLACE_NAMES[askedPlace]?.[0]].find(
      (country) => country !== undefined && (normalize(country).trim() === askedPlace || PLACE_NAMES[askedPlace] !== undefined),
    );
    const studyPlaces = ofStudies ? assistantProfile.education.map((study) => study.location ?? study.school) : [];
    const inCountry = (place: string) =>
      askedCountry !== undefined && normalize(countryOf(place, elsewhere) ?? "").trim() === normalize(askedCountry).trim();
    const inPlaceNamed = (place: string) =>
      cityOf(place) !== "" && elsewhere.some((other) => hasPhrase(normalize(other), cityOf(place)) && isThere(normalize(other)));
    const there = isThere(known) || studyPlaces.some((place) => inCountry(place) || inPlaceNamed(place));
    // Where the owner once lived: the roles and studies of that place.
    const rolesThere = placeYesNo.ever && !there ? experience.filter((entry) => isThere(normalize(entry.location ?? ""))) : [];
    const studiedThere = placeYesNo.ever && !there ? assistantProfile.education.filter((study) => isThere(normalize(study.location ?? ""))) : [];
    if (rolesThere.length + studiedThere.length > 0)
      return say.confirmed(
        true,
        joinAnswers([...rolesThere.map(say.describeEntry), ...(studiedThere.length > 0 ? [say.studies(studiedThere)] : [])]),
      );
    // "Did she go to university in the UK?" of studies in "Leeds": a country the places do not name is neither yes nor no.
    const places = ofStudies ? assistantProfile.education.map((study) => study.location ?? study.school) : [owner.location];
    const unsure =
      !there &&
      (PLACE_NAMES[askedPlace] !== undefined || countryIn(askedPlace) !== undefined) &&
      places.some((place) => !countryOf(place, elsewhere));
    if (unsure) return ofStudies ? say.education() : say.location();
    if (!ofStudies || assistantProfile.education.length > 0) return say.confirmed(there, ofStudies ? say.education() : say.location());
  }
  return null;
}

/** "moved to Norway in 2015", "before moving to the US", "came to Canada": a move told (normalized words). */
const MOVE_TOLD = "(?:moved|moving|relocated|relocating|came|coming|emigrated)";

/** The ways a place may be written: "the states" as "united states", "us", "usa", "america". */
function placeSpellings(place: string): string[] {
  const key = place === "the states" ? "us" : place.replace(/^the /, "");
  const full = PLACE_NAMES[key] ?? [];
  const short = Object.keys(PLACE_NAMES).filter((name) => (PLACE_NAMES[name] ?? []).some((written) => full.includes(written)));
  return [...new Set([place, ...full, ...short])];
}

/** Where the owner lives and where each role was: the places a city alone ("Kraków") is found with its country. */
const placesOfContent = ({ owner, experience }: Reading): string[] => [owner.location, ...experience.map((entry) => entry.location ?? "")];

/** "which suburb does she live in?", "what area of Cairo is he based in?". */
const FINER_PLACE =
  /^\s(?:and |so |ok )?(?:which|what) (?:suburb|neighbou?rhood|district|area|part|borough|street)\s(?:(?:of|in) (?:\S+\s){1,2})?(?:does|do|is|are) (?:he|she|they|owner)\s(?:\S+\s)?(?:live|lives|living|stay|stays|based|reside|resides)\s/;

/** "did he study abroad?", "any degree from overseas?": a place of study outside the owner's country, asked without naming one. */
const ABROAD_ASKED =
  /\s(?:study|studied|studies|studying|degree|degrees|college|uni|university|school|education|educated)\s(?:\S+\s){0,3}?(?:abroad|overseas|outside (?:of )?(?:his|her|their|the|owner) (?:own |home )?country|in another country)\s/;

/**
 * A no where every study is in the country the owner lives in; a yes where the studies are in more than one country (one of
 * them is abroad, wherever home is). Studies all in one other country may be the owner's home before a move: the studies alone.
 */
function studiedAbroad(r: Reading): string | null {
  const { say, assistantProfile, owner, q } = r;
  const { education } = assistantProfile;
  if (!ABROAD_ASKED.test(q) || education.length === 0) return null;
  const elsewhere = placesOfContent(r);
  const home = countryOf(owner.location, elsewhere);
  // (A course taken online was taken from home.)
  const online = (study: (typeof education)[number]) => /^\s*(?:online|remote|remotely|distance learning|virtual)\s*$/i.test(study.location ?? "");
  const countries = education.map((study) => (online(study) ? home : countryOf(study.location ?? study.school, elsewhere)));
  if (!home || countries.some((country) => country === undefined)) return say.studies(education);
  if (countries.every((country) => country === home)) return say.confirmed(false, say.studies(education));
  if (new Set(countries).size > 1) return say.confirmed(true, say.studies(education.filter((_, i) => countries[i] !== home)));
  return say.studies(education);
}
