/** What other features may use of the accessibility statement: the footer's conformance mention. */
export { conformanceLevel, conformanceMentions } from "./conformance.ts";
