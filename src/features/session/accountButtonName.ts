import { useLingui } from "@lingui/react/macro";

/**
 * The account button's accessible name. It starts with what the button shows (initials, or the
 * full name on the application page), so a speech-input user can say what they see
 * (WCAG 2.5.3, axe's label-content-name-mismatch), and it names the account's owner in full.
 */
export function useAccountButtonName(label: string, fullName: string): string {
  const { t } = useLingui();
  return label === fullName ? t`Mon compte : ${fullName}` : t`Mon compte : ${label} (${fullName})`;
}
