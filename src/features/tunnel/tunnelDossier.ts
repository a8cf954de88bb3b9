import type { FlatListing, TunnelDossier } from "../../../machines/tunnelLoader.dossier.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";

/** "Dernière recherche" needs both aliases of the residence and of the flat type. */
function listingOf(applicatif: DossierInfo["applicatif"]): FlatListing | null {
  const { alias_fr, alias_en, typologie_alias_fr, typologie_alias_en } = applicatif;
  if (!alias_fr || !alias_en || !typologie_alias_fr || !typologie_alias_en) return null;
  return {
    residence: { fr: alias_fr, en: alias_en },
    typology: { fr: typologie_alias_fr, en: typologie_alias_en },
  };
}

/** The facts of `dossier/getInfos` the tunnel's machines decide on (machines never see the API). */
export function toTunnelDossier(info: DossierInfo): TunnelDossier {
  const { applicatif } = info;
  return {
    dossierId: info.id_dossier ?? info.crm?.eft_dossierid ?? null,
    statuscode: info.statuscode,
    informationStatus: applicatif.statut,
    temporaryApplicationId: applicatif.dossierTemporaire?.id_dossier_temporaire ?? null,
    prebookingEndsAt: applicatif.date_fin_prereservation,
    isResicamp: applicatif.resicamp,
    arrivalDate: applicatif.date_arrivee,
    listing: listingOf(applicatif),
  };
}
