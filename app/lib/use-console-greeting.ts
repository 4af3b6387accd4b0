import { useEffect } from "react";
import type { Profile } from "~/content/types";

/** Messages for the curious developer who opens the console. */
function consoleGreeting(profile: Profile): string[] {
  return [
    `👋 Hey there, fellow developer! Welcome to ${profile.firstName}'s corner of the web.`,
    "🛠️ This site is Remix on Cloudflare Workers: server-rendered at the edge, and it works without JavaScript too.",
    `💼 Hiring? ${profile.firstName} is open to great teams — write to ${profile.email}.`,
    "🔍 Poking around the source? Say hi in the chat box while you're here.",
  ];
}

export function useConsoleGreeting(profile: Profile): void {
  useEffect(() => {
    // The console is the point here: a hello for developers who open devtools.
    for (const line of consoleGreeting(profile)) console.info(line);
  }, [profile]);
}
