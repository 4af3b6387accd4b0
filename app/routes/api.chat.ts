import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerChat, methodNotAllowed } from "~/lib/chat/pipeline.server";

/** POST /api/chat, the site's only API: the steps are in app/lib/chat/pipeline.server.ts. */
export function action({ request, context }: ActionFunctionArgs) {
  return answerChat(request, context.cloudflare.env);
}

export function loader() {
  return methodNotAllowed();
}
