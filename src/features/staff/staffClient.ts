/**
 * The console's API client: the router's client (its prefix, timeout and retries) with the staff
 * sign-in's credentials in place of anything the applicant's session would add. Whatever the web
 * app's session holds, a console call carries the staff token or none, and no cookie.
 */
import type { KyInstance } from "ky";
import type { StaffSignIn } from "../../auth/staffSignIn.ts";

export type StaffCredentials = Pick<StaffSignIn, "validAccessToken" | "headers">;

export function staffClientOf(api: KyInstance, signIn: StaffCredentials): KyInstance {
  const authorize = async ({ request }: { request: Request }) => {
    request.headers.delete("authorization");
    request.headers.delete("dpop");
    const token = await signIn.validAccessToken();
    if (!token) return;
    const headers = await signIn.headers(request.method, request.url, token);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  };
  return api.extend({
    credentials: "omit",
    hooks: { beforeRequest: [authorize], beforeRetry: [authorize] },
  });
}
