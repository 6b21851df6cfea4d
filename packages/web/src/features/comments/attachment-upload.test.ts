import { maxAttachmentBytes } from "@tierwise/common/comments";
import { describe, expect, it, vi } from "vitest";
import { checkAttachmentFiles, UploadFailedError, uploadAttachments } from "./attachment-upload.ts";

function fileOf(name: string, size = 10): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("attachment checks and upload", () => {
  it("refuses other types and files over 50 MB with the spec's messages", () => {
    const { accepted, errors } = checkAttachmentFiles([
      fileOf("a.PNG"),
      fileOf("b.exe"),
      fileOf("c.pdf", maxAttachmentBytes + 1),
      fileOf("d.xlsx", maxAttachmentBytes),
    ]);
    expect(accepted.map((file) => file.name)).toEqual(["a.PNG", "d.xlsx"]);
    expect(errors).toEqual([
      "File(s) b.exe could not be attached. Valid formats are png, jpeg, jpg, gif, csv, pdf, xls, xlsx, ppt, pptx.",
      "File(s) c.pdf could not be attached. Max size is 50MB.",
    ]);
  });

  it("posts the type first, then the files, and answers their keys", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify([{ originalname: "a.png", key: "k-1" }]), { status: 200 }),
    );
    const keys = await uploadAttachments([fileOf("a.png")], fetchMock as unknown as typeof fetch);
    expect(keys).toEqual(["k-1"]);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([...body.keys()]).toEqual(["type", "files"]);
    expect(body.get("type")).toBe("comment-attachment");
  });

  it.each([
    ["a failed answer", async () => new Response("{}", { status: 400 })],
    ["missing ids", async () => new Response("[]", { status: 200 })],
    [
      "a network failure",
      async () => {
        throw new TypeError("offline");
      },
    ],
  ])("fails on %s", async (_name, answer) => {
    await expect(
      uploadAttachments([fileOf("a.png")], answer as unknown as typeof fetch),
    ).rejects.toBeInstanceOf(UploadFailedError);
  });
});
