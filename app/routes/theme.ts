import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isHttps } from "~/lib/cookies";
import { isTheme, themeCookie } from "~/lib/theme";

/**
 * Saves the visitor's theme in a cookie. With JavaScript the toggle posts here with a
 * fetcher and gets JSON; without it, the form's `redirectTo` brings the visitor back
 * to the page they were on (Post/Redirect/Get).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) {
    return Response.json({ error: "Cross-site requests are not accepted." }, { status: 403 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: "Send the theme as a form field." }, { status: 400 });
  }
  const theme = form.get("theme");
  if (!isTheme(theme)) {
    return Response.json({ error: 'The theme must be "dark" or "light".' }, { status: 400 });
  }
  const cookie = themeCookie(theme, { secure: isHttps(request) });
  const redirectTo = form.get("redirectTo");
  if (redirectTo === null) return Response.json({ theme }, { headers: { "Set-Cookie": cookie } });
  return redirect(safeRedirectPath(redirectTo), { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return Response.json({ error: "Use POST to change the theme." }, { status: 405, headers: { Allow: "POST" } });
}
