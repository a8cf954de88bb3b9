/** What other features may use of the session: the header's account area (site and tunnel). */
export { AccountArea } from "./AccountArea.tsx";
