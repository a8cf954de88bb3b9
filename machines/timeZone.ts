/**
 * Dates are shown, and arrival days counted, in Paris time (the spec's "UTC+1 offset", with
 * daylight saving). It lives here, the bottom layer, because machines import no code from src/
 * (they run on their own for the diagrams); src/config re-exports it for the app.
 * @spec public §9 Business constants and limits
 */
export const displayTimeZone = "Europe/Paris";
