/**
 * The browser's screening of a chosen file before it is sent, the
 * `screenFile` actor of a file's machine (machines/documentVerification.ts). documentActors.ts
 * imports this module only when a file is chosen, so the tunnel's first script does not carry it.
 *
 * - A PDF that cannot be opened (password, damaged) is refused (pdfStructure.ts).
 * - An image is drawn at most `photoQuality.measuredWidthPx` wide and measured (photoMeasures.ts).
 * - An image over the size limit is re-encoded as a smaller JPEG that fits, rather than refused.
 * - An image this browser cannot decode goes on unchanged: the server's content check decides.
 */
import { FileFailure } from "../../../../machines/documentProblem.ts";
import type { FileCallInput, ScreeningVerdict } from "../../../../machines/documentVerification.ts";
import { documentUploads, imageScaling } from "../../../config/index.ts";
import { chosenFileBlob, replaceChosenFile } from "./chosenFiles.ts";
import { pdfOpeningProblem } from "./pdfStructure.ts";
import { measuredSize, photoQualityIssue, toGrey } from "./photoMeasures.ts";

const dotOf = (fileName: string) => fileName.lastIndexOf(".");

const isPdf = (fileName: string) => fileName.slice(dotOf(fileName) + 1).toLowerCase() === "pdf";

/** The stored name of a re-encoded image: the server checks that the content fits the extension. */
const asJpegName = (fileName: string) =>
  `${dotOf(fileName) > 0 ? fileName.slice(0, dotOf(fileName)) : fileName}.jpg`;

/** The bytes of a Blob (FileReader: also where Blob has no `arrayBuffer`). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new FileFailure("uploadFailed"));
    reader.readAsArrayBuffer(blob);
  });
}

/** The decoded image, or null where this browser cannot decode it (or has no canvas). */
async function decode(blob: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return null;
  try {
    return await createImageBitmap(blob);
  } catch {
    return null;
  }
}

/** The image drawn at a size on white (a transparent PNG must not read as black). */
function drawn(bitmap: ImageBitmap, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new FileFailure("uploadFailed");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context };
}

function measure(bitmap: ImageBitmap) {
  const size = measuredSize(bitmap.width, bitmap.height);
  const { context } = drawn(bitmap, size.width, size.height);
  const pixels = context.getImageData(0, 0, size.width, size.height).data;
  return photoQualityIssue(
    { width: bitmap.width, height: bitmap.height },
    toGrey(pixels, size.width, size.height),
  );
}

/** A JPEG of the image that fits the limit, shrinking it until it does. */
async function scaledDown(bitmap: ImageBitmap): Promise<Blob> {
  let scale = Math.min(1, imageScaling.startLongSidePx / Math.max(bitmap.width, bitmap.height));
  for (let attempt = 0; attempt < imageScaling.maxAttempts; attempt++) {
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const jpeg = await drawn(bitmap, width, height).canvas.convertToBlob({
      type: "image/jpeg",
      quality: imageScaling.jpegQuality,
    });
    if (jpeg.size <= documentUploads.imageMaxBytes) return jpeg;
    scale *= imageScaling.shrinkFactor;
  }
  throw new FileFailure("imageTooBig");
}

export async function screenChosenFile(input: FileCallInput): Promise<ScreeningVerdict> {
  const file = chosenFileBlob(input.key);
  const asChosen: ScreeningVerdict = { fileName: input.fileName, isScaledDown: false, issue: null };
  if (isPdf(input.fileName)) {
    const problem = pdfOpeningProblem(await bytesOf(file));
    if (problem) throw new FileFailure(problem);
    return asChosen;
  }
  const isOversize = file.size > documentUploads.imageMaxBytes;
  const bitmap = await decode(file);
  if (!bitmap) {
    if (isOversize) throw new FileFailure("imageTooBig");
    return asChosen;
  }
  try {
    const issue = measure(bitmap);
    if (!isOversize) return { ...asChosen, issue };
    replaceChosenFile(input.key, await scaledDown(bitmap));
    return { fileName: asJpegName(input.fileName), isScaledDown: true, issue };
  } finally {
    bitmap.close();
  }
}
