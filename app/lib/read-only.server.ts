/** The answer of a read-only resource route to any method but GET and HEAD. */
export function readOnlyAction(): Response {
  return new Response("This file can only be read: use GET.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
