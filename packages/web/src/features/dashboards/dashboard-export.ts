import { messages } from "@tierwise/common/messages";
import { toCanvas } from "html-to-image";
import { closeSnackbar, showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { downloadCoordinator } from "../exports/app-download-coordinator.ts";
import { saveBlob } from "../exports/file-download.ts";

export type DashboardImage = {
  png: Blob;
  /** The captured element's size in CSS pixels (the PNG has devicePixelRatio times as many). */
  width: number;
  height: number;
};

/**
 * Nodes the picture does without: ones marked data-export-skip, and the visually hidden text
 * screen readers get (each chart's data table), which draws nothing but costs html-to-image a
 * copy of every computed style of every cell.
 */
const leftOut = (node: HTMLElement) =>
  node.dataset.exportSkip !== undefined || node.classList.contains("mantine-VisuallyHidden-root");

/** One CSS pixel is 0.75 PDF points (96 px = 72 pt to the inch). */
const pointsPerPixel = 0.75;

/**
 * The dashboard as the viewer sees it: the element (caption with date and filters, and the
 * grid) drawn to a canvas by html-to-image at the screen's pixel ratio. Maps keep their drawing
 * buffer for this.
 */
export async function captureDashboard(element: HTMLElement): Promise<DashboardImage> {
  const { width, height } = element.getBoundingClientRect();
  const canvas = await toCanvas(element, {
    pixelRatio: window.devicePixelRatio || 1,
    backgroundColor: "#ffffff",
    // The app draws with system fonts only (no @font-face): nothing to embed, and looking for
    // web fonts means reading every style rule of the page.
    skipFonts: true,
    filter: (node) => !(node instanceof HTMLElement && leftOut(node)),
  });
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.downloadImageFailed))),
      "image/png",
    ),
  );
  return { png, width: Math.round(width), height: Math.round(height) };
}

/**
 * One page exactly the picture's size (pdf-lib: embeds the PNG as it is, no re-encoding, and
 * runs in the browser without Node built-ins, unlike the server's pdfkit).
 */
export async function dashboardPdf(image: DashboardImage, title: string): Promise<Blob> {
  const { PDFDocument } = await import("pdf-lib");
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setCreator("Tierwise");
  const embedded = await document.embedPng(await image.png.arrayBuffer());
  const width = image.width * pointsPerPixel;
  const height = image.height * pointsPerPixel;
  const page = document.addPage([width, height]);
  page.drawImage(embedded, { x: 0, y: 0, width, height });
  const bytes = await document.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
}

/** "risk-overview-2026-11-28" */
export function exportFileName(slug: string, now = new Date()): string {
  return `${slug}-${now.toISOString().slice(0, 10)}`;
}

let pngRunning = false;

/** PNG export with the download snackbars of spec 1 §8 (preparing, successful, failed). */
export async function exportDashboardPng(element: HTMLElement, slug: string): Promise<void> {
  if (pngRunning) {
    showSnackbar({ type: "warning", message: messages.downloadWait("PNG"), durationMs: 3000 });
    return;
  }
  pngRunning = true;
  const loading = showSnackbar({ type: "loading", message: messages.downloadPreparing("PNG") });
  try {
    const image = await captureDashboard(element);
    saveBlob(image.png, `${exportFileName(slug)}.png`);
    showSnackbar({ type: "success", message: messages.downloadSuccess("PNG") });
  } catch {
    showSnackbar({ type: "warning", message: messages.downloadImageFailed });
  } finally {
    closeSnackbar(loading);
    pngRunning = false;
  }
}

/** PDF export through the app's download coordinator (one PDF at a time, its snackbars). */
export async function exportDashboardPdf(
  element: HTMLElement,
  slug: string,
  title: string,
): Promise<void> {
  await downloadCoordinator.run("PDF", async () => {
    const pdf = await dashboardPdf(await captureDashboard(element), title);
    saveBlob(pdf, `${exportFileName(slug)}.pdf`);
  });
}
