import { useLingui } from "@lingui/react/macro";
import type { PageLoadContext } from "../../shared/pageData.ts";
import { LoadedCityView } from "./CityView.tsx";
import { loadCity } from "./cityPageData.ts";

/** `/villes/residences-etudiantes-{city}`: the landing page the footer's city links open. */
export function loadPage(context: PageLoadContext) {
  return loadCity(context, "city", context.params.city ?? "");
}

export default function CityLandingPage() {
  const { t } = useLingui();
  return <LoadedCityView titleOf={(name) => t`Résidences étudiantes à ${name}`} />;
}
