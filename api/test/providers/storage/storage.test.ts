import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../../../src/config';
import { createFileStorage, type FileStorage } from '../../../src/providers/storage';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/test-app';
import { multipartBody } from '../../modules/files/multipart';
import { grantPlan } from '../../modules/online-addresses/fixtures';

const key = `${'ab'.repeat(32)}.png`;

async function roundTrip(storage: FileStorage) {
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, Buffer.from('bytes'), 'image/png');
  const stored = await storage.get(key);
  expect(stored?.size).toBe(5);
  expect(stored && (await buffer(stored.body)).toString()).toBe('bytes');
  const part = await storage.get(key, { start: 1, end: 3 });
  expect(part?.size).toBe(3);
  expect(part && (await buffer(part.body)).toString()).toBe('yte');
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key);
  // Keys are generated, never taken from a request: a path is a bug.
  await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
}

describe('local disk storage', () => {
  it('stores and reads back by key, nothing outside its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atalho-files-'));
    await roundTrip(createFileStorage({ kind: 'local', dir }));
  });
});

describe('S3-compatible storage (against a local s3rver)', () => {
  let server: S3rver;
  let s3: S3StorageConfig;
  let testApp: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'atalho-s3rver-')),
    });
    const { port } = await server.run();
    s3 = {
      kind: 's3',
      bucket: 'atalho-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's built-in key pair.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'uploads/',
    };
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
    client.destroy();
    testApp = await buildTestApp({ config: { storage: s3 } });
  });

  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  it('stores and reads back by key', async () => {
    await roundTrip(createFileStorage(s3));
  });

  it('serves an upload made through the API from the bucket', async () => {
    const { app } = testApp;
    expect(app.providers.storage.name).toBe('s3');
    const token = await signIn(app, 's3@example.com');
    await grantPlan(app, 's3@example.com', 'PRO');
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: 'kind', value: 'image' },
      { name: 'file', value: image, filename: 'logo.png' },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const src: string = uploaded.json().src;
    const storedKey = src.split('/').pop() ?? '';
    const object = await createFileStorage(s3).get(storedKey);
    expect(object?.size).toBe(uploaded.json().size);
    const served = await app.inject({ method: 'GET', url: new URL(src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);
  });
});
