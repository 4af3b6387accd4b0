import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answerChat } from "~/chat/server/pipeline.server";

/**
 * POST /api/chat, the site's only API: read the question and the conversation, check the
 * caller and the quotas, answer. The steps are in app/chat/server/pipeline.server.ts.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return answerChat(request, context.cloudflare.env, context.cloudflare.ctx);
}

/** GET and HEAD: the same function refuses them with a 405 and `Allow: POST`. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return answerChat(request, context.cloudflare.env);
}
