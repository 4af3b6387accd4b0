// A Worker for `npm run bench:assistant` alone, never deployed: it answers conversations offline
// exactly as POST /api/chat does (the answerer, then the phone rule) and times each answer inside
// the isolate, so the figure holds no request, parsing or transport around it.
import { offlineAnswerTo } from "../../app/chat/server/pipeline.server";
import type { ChatTurn } from "../../app/chat/shared/conversation";

interface Timed {
  /** Each answer's time in milliseconds, as the isolate's clock reads it. */
  times: number[];
  /** Each conversation's answers. */
  replies: string[][];
}

function answerAll(conversations: readonly (readonly string[])[]): Timed {
  const timed: Timed = { times: [], replies: [] };
  for (const turns of conversations) {
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (const question of turns) {
      const started = performance.now();
      const { reply } = offlineAnswerTo(question, history);
      timed.times.push(performance.now() - started);
      replies.push(reply);
      history.push({ role: "user", content: question }, { role: "assistant", content: reply });
    }
    timed.replies.push(replies);
  }
  return timed;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const { conversations } = await request.json<{ conversations: string[][] }>();
    return Response.json(answerAll(conversations));
  },
};
