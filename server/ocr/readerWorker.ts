/**
 * A document reader worker (piscina, server/ocr/documentReader.ts): reads identity documents'
 * zones off the server's event loop, so saves and uploads never wait behind a read.
 */
import { readZones, type ZoneReadInput } from "./readZone.ts";

export default function readInWorker(input: ZoneReadInput) {
  return readZones(input);
}
