import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { assertKey, type FileStorage } from './storage';

/** Any S3-compatible store (AWS S3, MinIO, R2, …): STORAGE=s3 and the S3_* settings (decision 020). */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const objectKey = (key: string) => `${config.prefix}${key}`;
  return {
    name: 's3',
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key, range) {
      assertKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
