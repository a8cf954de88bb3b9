/**
 * Turns the readable residence seeds into rows: residences, their typologies (prices scaled by
 * the residence's price level) and beds with statuses and availability dates relative to the
 * seed day, so a fresh database always has flats available now and later.
 */
import { firstOfMonth } from "../dates.ts";
import { guid, picture } from "./ids.ts";
import { lilleResidences, lyonResidences } from "./residences-north.ts";
import { ileDeFranceResidences, parisResidences } from "./residences-paris.ts";
import { bordeauxResidences, marseilleResidences } from "./residences-south.ts";
import type { ResidenceSeed, TypologyKind } from "./types.ts";
import { type TypologyTemplate, typologyTemplates } from "./typologies.ts";

const residenceSeeds: ResidenceSeed[] = [
  ...parisResidences,
  ...ileDeFranceResidences,
  ...bordeauxResidences,
  ...lyonResidences,
  ...lilleResidences,
  ...marseilleResidences,
];

type BedStatus = "noComm" | "comm" | "underOption" | "reserved" | "preReserved";

type ResidenceRow = { id: number; crmId: string; seed: ResidenceSeed; email: string };
type TypologyRow = {
  id: number;
  crmId: string;
  residenceId: number;
  kind: TypologyKind;
  template: TypologyTemplate;
  rent: number;
  picture: string;
};
type BedRow = {
  idBien: string;
  typologyId: number;
  ref: string;
  status: BedStatus;
  availableFrom: string;
};

const kindCodes: Record<TypologyKind, string> = {
  studio: "ST",
  t1bis: "T1",
  t2: "T2",
  colocWomen: "CF",
  colocMen: "CH",
  parking: "PK",
  coliving: "CL",
};

/** Typologies with no bed left, so "nothing available" pages can be seen and tested. */
const soldOut = new Set(["batignolles:parking", "villette:studio"]);

function roundTo5(value: number): number {
  return Math.round(value / 5) * 5;
}

function bedPlan(index: number, residenceIndex: number, today: string) {
  const plans: { status: BedStatus; from: string }[] = [
    { status: "comm", from: today },
    { status: "comm", from: firstOfMonth(today, 1) },
    { status: "comm", from: firstOfMonth(today, 3) },
  ];
  const others: BedStatus[] = ["reserved", "underOption", "noComm"];
  return (
    plans[index] ?? {
      status: others[residenceIndex % others.length] ?? "reserved",
      from: firstOfMonth(today, 1),
    }
  );
}

export function buildCatalogue(today: string) {
  const residences: ResidenceRow[] = [];
  const typologies: TypologyRow[] = [];
  const beds: BedRow[] = [];
  residenceSeeds.forEach((seed, residenceIndex) => {
    const id = residenceIndex + 1;
    residences.push({
      id,
      crmId: guid(`residence:${seed.key}`),
      seed,
      email: `${seed.key}@residences.hestia.test`,
    });
    seed.kinds.forEach((kind, kindIndex) => {
      const template = typologyTemplates[kind];
      const typologyId = id * 100 + kindIndex + 1;
      typologies.push({
        id: typologyId,
        crmId: guid(`typology:${seed.key}:${kind}`),
        residenceId: id,
        kind,
        template,
        rent: kind === "parking" ? template.rent : roundTo5(template.rent * seed.priceLevel),
        picture: picture(`typology-${kind}`),
      });
      const count = template.lotType === "parking" ? 3 : 4;
      for (let index = 0; index < count; index += 1) {
        const ref = `${seed.key.slice(0, 4).toUpperCase()}${id}-${kindCodes[kind]}-${100 + (index + 1) * 3}`;
        const plan = soldOut.has(`${seed.key}:${kind}`)
          ? { status: "reserved" as const, from: today }
          : bedPlan(index, residenceIndex, today);
        beds.push({
          idBien: guid(`bed:${ref}`),
          typologyId,
          ref,
          status: plan.status,
          availableFrom: plan.from,
        });
      }
    });
  });
  return { residences, typologies, beds };
}
