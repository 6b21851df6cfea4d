/** A non-2xx answer to a file request (spec 1 §7: only a 2xx response saves the file). */
export class FileDownloadHttpError extends Error {
  override name = "FileDownloadHttpError";
  readonly status: number;
  constructor(status: number) {
    super(`The download failed with status ${status}.`);
    this.status = status;
  }
}

/** The file name from `Content-Disposition`, preferring the RFC 5987 UTF-8 form. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Spec 1 §7 file download: a GET (or another method with a JSON body) whose response is read as
 * a blob; a 2xx response saves the file, anything else (or a network error) throws.
 */
export async function downloadFile(
  url: string,
  options: { fallbackName?: string; method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<string> {
  const method = options.method ?? "GET";
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    signal: options.signal,
    ...(method === "GET"
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new FileDownloadHttpError(response.status);
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get("content-disposition")) ??
    options.fallbackName ??
    "download";
  saveBlob(blob, name);
  return name;
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
