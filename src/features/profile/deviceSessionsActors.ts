import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type { DeviceSession } from "../../../machines/deviceSessions.ts";
import {
  endDeviceSession,
  endOtherDeviceSessions,
  getDeviceSessions,
} from "../../api/deviceSessions.ts";
import type { Locale } from "../../config/index.ts";

/** The real calls behind the `deviceSessions` machine, the devices named in the page's language. */
export function deviceSessionsActors(locale: Locale, api: KyInstance) {
  return {
    loadSessions: fromPromise<DeviceSession[]>(
      async ({ signal }) => (await getDeviceSessions({ locale }, { signal, client: api })).sessions,
    ),
    endSession: fromPromise<DeviceSession[], { id: string }>(
      async ({ input, signal }) =>
        (await endDeviceSession({ locale, id: input.id }, { signal, client: api })).sessions,
    ),
    endOtherSessions: fromPromise<DeviceSession[]>(
      async ({ signal }) =>
        (await endOtherDeviceSessions({ locale }, { signal, client: api })).sessions,
    ),
  };
}
