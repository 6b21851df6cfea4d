import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../config.ts";
import { assertStoreKey, type FileStore } from "./file-store.ts";

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, …) through the official SDK. Uploads of
 * unknown length go through lib-storage's multipart Upload, so a 50 MB file streams through in
 * parts instead of being buffered whole.
 */
export function s3FileStore(config: Config): FileStore {
  const bucket = config.FILES_S3_BUCKET;
  if (!bucket) throw new Error("FILES_S3_BUCKET is not set");
  const client = new S3Client({
    region: config.FILES_S3_REGION,
    endpoint: config.FILES_S3_ENDPOINT,
    forcePathStyle: config.FILES_S3_FORCE_PATH_STYLE,
    credentials:
      config.FILES_S3_ACCESS_KEY_ID && config.FILES_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertStoreKey(key);
    return `${config.FILES_S3_PREFIX ?? ""}${key}`;
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType },
      }).done();
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
