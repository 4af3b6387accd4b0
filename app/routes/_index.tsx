import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type HtmlLinkDescriptor } from "@remix-run/react";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { SkipLink } from "~/components/layout/skip-link";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { Spotlight } from "~/components/layout/spotlight";
import { AboutSection } from "~/components/sections/about-section";
import { ExperienceSection } from "~/components/sections/experience-section";
import { ProjectsSection } from "~/components/sections/projects-section";
import { SkillsSection } from "~/components/sections/skills-section";
import * as siteContent from "~/content";
import { experience, profile, projects, skillGroups } from "~/content";
import { useConsoleGreeting } from "~/lib/use-console-greeting";
import { homeMeta } from "~/lib/seo";
import { takeExchange } from "~/chat/server/exchange-cookie.server";
import { ownerFacts } from "~/chat/facts/owner-facts";
import { suggestedQuestions } from "~/chat/shared/suggestions";
import { ChatBox } from "~/chat/ui/chat-box";
import { questionLog } from "~/chat/server/questions/settings.server";
import { whatsappHref } from "~/lib/phone-number.server";
import { cubeFaces } from "~/lib/cube-faces";
import { pictureOf } from "~/lib/content-pictures.server";

/**
 * The browser may paint a page it has only partly parsed. Here that would move things on the
 * first screen as the rest of it arrives (the header row growing to the theme toggle's size,
 * the portrait re-centring beside the longer text): a layout shift. So the first paint waits
 * until the parser reaches the Skills section, which follows everything on the first screen;
 * that HTML comes with the first few kilobytes. Browsers without `rel=expect` paint as before.
 */
export const links: LinksFunction = () => [
  // Remix passes the attributes through; its descriptor type does not list `blocking` yet.
  { rel: "expect", href: "#skills", blocking: "render" } as HtmlLinkDescriptor,
];

/** The chat's suggested questions: fixed by the content, so asked once per isolate, not per render. */
const CHAT_SUGGESTIONS = suggestedQuestions(ownerFacts(siteContent));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = {
    profile,
    whatsapp: profile.phone ? whatsappHref(profile.phone) : null,
    cube: cubeFaces(profile, skillGroups),
    portraits: { default: pictureOf(profile.portraits.default), alternate: pictureOf(profile.portraits.alternate) },
    pictures: Object.fromEntries(projects.flatMap((project) => (project.image ? [[project.image.src, pictureOf(project.image)]] : []))),
    skillGroups,
    experience,
    projects,
    chatSuggestions: CHAT_SUGGESTIONS,
    // The chat box tells visitors how long their questions are kept, when the question log is on.
    questionsKeptDays: questionLog(context.cloudflare.env)?.retentionDays ?? null,
  };
  // A visitor without JavaScript who just asked a question: show the exchange once, privately.
  const exchange = await takeExchange(request);
  if (!exchange) return data({ ...content, chat: null });
  return data({ ...content, chat: exchange.exchange }, { headers: exchange.headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({
    // The same page for every visitor of a theme: browsers revalidate, the edge cache keeps it
    // for an hour (a deploy changes the cache key at once).
    "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
  });
  const personal = loaderHeaders.get("Cache-Control");
  if (personal) headers.set("Cache-Control", personal);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? homeMeta(data.profile) : []);

export default function Home() {
  const content = useLoaderData<typeof loader>();
  useConsoleGreeting(content.profile);
  return (
    <>
      <SkipLink />
      <Spotlight />
      <SiteHeader profile={content.profile} />
      <main id="main" tabIndex={-1} className="relative z-10 mx-auto grid max-w-6xl grid-cols-1 gap-24 px-4 pb-24 pt-32 sm:px-6 sm:pt-28">
        <AboutSection profile={content.profile} portraits={content.portraits} whatsapp={content.whatsapp} cube={content.cube} />
        <SkillsSection groups={content.skillGroups} />
        <ExperienceSection entries={content.experience} />
        <ProjectsSection projects={content.projects} pictures={content.pictures} />
      </main>
      <SiteFooter profile={content.profile} />
      <ChatBox owner={content.profile} exchange={content.chat} suggestions={content.chatSuggestions} keptDays={content.questionsKeptDays} />
      <NewTabHint />
    </>
  );
}
