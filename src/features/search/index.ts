/** What other features may use of the search: its form (the home hero, a city's page). */
export { SearchForm } from "./SearchForm.tsx";
