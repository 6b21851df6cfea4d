import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile, FileDownloadHttpError, fileNameFromDisposition } from "./file-download.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, then the quoted one", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="M_ller.pdf"; filename*=UTF-8''M%C3%BCller.pdf`,
      ),
    ).toBe("Müller.pdf");
    expect(fileNameFromDisposition(`attachment; filename="companies.csv"`)).toBe("companies.csv");
    expect(fileNameFromDisposition("attachment; filename=plain.xlsx")).toBe("plain.xlsx");
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("downloadFile", () => {
  it("saves a 2xx answer under the server's file name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("a,b\r\n", {
          status: 200,
          headers: { "content-disposition": `attachment; filename="companies.csv"` },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const created = vi.fn(() => "blob:export");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("companies.csv");
      expect(this.href).toBe("blob:export");
    });
    await expect(downloadFile("/export-companies-download/1/file")).resolves.toBe("companies.csv");
    expect(fetchMock).toHaveBeenCalledWith(
      "/export-companies-download/1/file",
      expect.objectContaining({ method: "GET", credentials: "same-origin" }),
    );
    expect(click).toHaveBeenCalledOnce();
  });

  it("throws on any other status and saves nothing", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const error = await downloadFile("/pdf-download/1/file").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileDownloadHttpError);
    expect((error as FileDownloadHttpError).status).toBe(404);
    expect(click).not.toHaveBeenCalled();
  });
});
