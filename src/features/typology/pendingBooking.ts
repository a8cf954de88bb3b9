import type { Bed, ResidenceCard, TypologyCard } from "../../api/catalogue.ts";
import type { TemporaryApplication } from "../../api/schemas.ts";

/**
 * What creates the temporary application once the visitor is in the tunnel (tunnel spec 3):
 * the residence and flat type by CRM id, the chosen bed and arrival day. Bookings from the
 * public pages are never resicamp, and carry no offer.
 */
export function pendingApplication(
  residence: Pick<ResidenceCard, "crm_id">,
  typology: Pick<TypologyCard, "crm_id">,
  bed: Pick<Bed, "id_bien">,
  arrival: string,
): TemporaryApplication {
  return {
    id_residence: residence.crm_id,
    type_typologie: typology.crm_id,
    id_bien: bed.id_bien,
    date_arrivee: arrival,
    resicamp: false,
    id_offre: null,
  };
}
