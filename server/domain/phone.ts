import { parsePhoneNumberFromString } from "libphonenumber-js";

/** The number in E.164 form when valid (national French numbers accepted), otherwise null. */
export function normalizePhone(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), "FR");
  return phone?.isValid() ? phone.number : null;
}
