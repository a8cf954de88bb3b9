/**
 * Compile-time checks of `defineCall`'s typing, run by `tsc` (npm run typecheck), not vitest:
 * each `@ts-expect-error` fails the type check if the mistake under it starts compiling.
 */
import type { KyInstance } from "ky";
import * as v from "valibot";
import { defineCall } from "../../../src/api/call.ts";
import { getIdentityConfiguration } from "../../../src/api/conf.ts";
import { getAlerts, getFooter } from "../../../src/api/content.ts";

export async function typedCallsAreEnforced(client: KyInstance): Promise<unknown[]> {
  const pages = await getFooter({ locale: "fr" }, { client });
  const footerId: string | undefined = pages[0]?.id;
  const configuration = await getIdentityConfiguration({ client });
  const clientId: string = configuration.client_id;
  const file: Blob = await defineCall({ method: "GET", path: "/f", answer: "blob" })({ client });

  // @ts-expect-error a call goes through the client it is given, never a global one
  await getFooter({ locale: "fr" });
  // @ts-expect-error the site has no German pages
  await getAlerts({ locale: "de" }, { client });
  // @ts-expect-error a call with a payload needs it
  await getAlerts();
  // @ts-expect-error a call without a payload takes only options
  await getIdentityConfiguration({ locale: "fr" }, { client });
  defineCall({
    method: "GET",
    path: "/x/{id}",
    // @ts-expect-error the path's {id} must come from the payload
    payload: v.object({ other: v.string() }),
    answer: "empty",
  });
  // @ts-expect-error a path with placeholders needs a payload
  defineCall({ method: "GET", path: "/x/{id}", answer: "empty" });

  return [footerId, clientId, file];
}
