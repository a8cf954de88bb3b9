/** What other features may use of the contact form: the hook that opens it (a residence's page). */
export { useContactDialog } from "./useContactDialog.ts";
