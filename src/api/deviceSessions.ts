/**
 * The account's signed-in devices on the profile page: one per browser that signed in and
 * keeps its session. Ending one signs that browser out; the calling device is not in reach of
 * `endDeviceSession` (it signs out with the logout). Both ends answer the list as it is after.
 * The server words each device in the page's language (`?language=`).
 */
import * as v from "valibot";
import { defineCall } from "./call.ts";
import { LocaleSchema } from "./schemas.ts";

const DeviceSessionSchema = v.object({
  /** Opaque: names the device to the server, gives nothing else. */
  id: v.pipe(v.string(), v.nonEmpty()),
  /** "Firefox sur Windows", worded by the server in the page's language. */
  device: v.pipe(v.string(), v.nonEmpty()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  lastUsedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The device making the call. */
  current: v.boolean(),
});
export type DeviceSession = v.InferOutput<typeof DeviceSessionSchema>;

const DeviceSessionsSchema = v.object({ sessions: v.array(DeviceSessionSchema) });

export const getDeviceSessions = defineCall({
  method: "GET",
  path: "/api/ac_campus/utilisateur/sessions?language={locale}",
  payload: v.object({ locale: LocaleSchema }),
  answer: DeviceSessionsSchema,
});

export const endDeviceSession = defineCall({
  method: "POST",
  path: "/api/ac_campus/utilisateur/sessions/end?language={locale}",
  payload: v.object({ locale: LocaleSchema, id: v.pipe(v.string(), v.nonEmpty()) }),
  send: ({ id }) => ({ json: { id } }),
  answer: DeviceSessionsSchema,
});

export const endOtherDeviceSessions = defineCall({
  method: "POST",
  path: "/api/ac_campus/utilisateur/sessions/endOthers?language={locale}",
  payload: v.object({ locale: LocaleSchema }),
  send: () => ({}),
  answer: DeviceSessionsSchema,
});
