import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from './s3-settings.js';
import { checkKey, type PresignOptions, type Storage, type StoredObject } from './storage.js';

/** The slices `put` sends a long stream in (S3 parts but the last must be ≥ 5 MiB). */
const PUT_PART_BYTES = 8 * 1024 * 1024;

/** The multipart upload in progress under a key: its id and each stored part's ETag and size. */
interface Manifest {
  uploadId: string;
  parts: Record<string, { etag: string; size: number }>;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

async function bytesOf(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `Storage` in an S3-compatible bucket (`STORAGE=s3`). A chunked upload is one S3 multipart
 * upload: each chunk one part. Which multipart upload belongs to a key, and its parts' ETags, are
 * kept in a small manifest object `<key>.multipart` beside it — so any server process can continue
 * or complete an upload another one began — rather than asked of ListMultipartUploads / ListParts,
 * which not every S3-compatible store implements (s3rver, used by the tests, has neither).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly signer: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    const base = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: S3-compatible stores do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } as const;
    this.client = new S3Client({ ...base, ...(settings.endpoint ? { endpoint: settings.endpoint } : {}) });
    const publicEndpoint = settings.publicEndpoint ?? settings.endpoint;
    this.signer =
      publicEndpoint === settings.endpoint
        ? this.client
        : new S3Client({ ...base, ...(publicEndpoint ? { endpoint: publicEndpoint } : {}) });
    this.bucket = settings.bucket;
  }

  /** Stops the client's connections (tests; the process otherwise ends with them). */
  destroy(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  async put(key: string, source: Readable): Promise<StoredObject> {
    checkKey(key);
    // Short streams (images) are one PutObject; long ones (exports) a multipart upload in 8 MiB
    // parts, so that no more than one part is ever held in memory and no length is needed upfront.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const etags: { PartNumber: number; ETag: string }[] = [];
    const flush = async () => {
      uploadId ??= (
        await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }))
      ).UploadId!;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const PartNumber = etags.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }),
      );
      etags.push({ PartNumber, ETag: ETag! });
    };
    try {
      for await (const chunk of source) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        size += (chunk as Buffer).length;
        if (pendingBytes >= PUT_PART_BYTES) await flush();
      }
      if (uploadId === undefined) {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: Buffer.concat(pending) }),
        );
        return { size };
      }
      if (pendingBytes > 0) await flush();
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: etags },
        }),
      );
      return { size };
    } catch (error) {
      if (uploadId !== undefined) await this.abort(key, uploadId);
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    checkKey(key);
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      .then(({ Body }) => {
        const body = Body as Readable;
        body.once('error', (error) => out.destroy(error));
        out.once('close', () => body.destroy());
        body.pipe(out);
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    // CopyObject copies inside the store (up to 5 GiB, past any upload size limit of the console).
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(to),
        CopySource: `${this.bucket}/${checkKey(from)}`,
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    const manifest = await this.manifest(key);
    if (manifest) await this.abort(key, manifest.uploadId);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  presign(key: string, options: PresignOptions): Promise<string> {
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      }),
      { expiresIn: options.expiresIn },
    );
  }

  async putPart(key: string, part: number, source: Readable): Promise<StoredObject> {
    checkKey(key);
    if (!Number.isInteger(part) || part < 1 || part > 10_000) throw new Error(`Invalid part number: ${part}`);
    // A chunk is at most a few MiB and UploadPart needs its length: it is read whole first (which
    // also keeps a chunk cut off mid-way out of the store altogether).
    const body = await bytesOf(source);
    let manifest = await this.manifest(key);
    if (!manifest) {
      const { UploadId } = await this.client.send(
        new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }),
      );
      manifest = { uploadId: UploadId!, parts: {} };
    }
    const { ETag } = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: manifest.uploadId,
        PartNumber: part,
        Body: body,
      }),
    );
    manifest.parts[String(part)] = { etag: ETag!, size: body.length };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: manifestKey(key),
        Body: JSON.stringify(manifest),
        ContentType: 'application/json',
      }),
    );
    return { size: body.length };
  }

  async parts(key: string): Promise<StoredObject[]> {
    const manifest = await this.manifest(checkKey(key));
    const found: StoredObject[] = [];
    for (let part = 1; manifest?.parts[String(part)]; part++) {
      found.push({ size: manifest.parts[String(part)]!.size });
    }
    return found;
  }

  async assemble(key: string, count: number): Promise<StoredObject> {
    checkKey(key);
    const manifest = await this.manifest(key);
    if (!manifest) {
      const assembled = await this.stat(key);
      if (assembled) return assembled;
      throw new Error(`No parts of ${key}`);
    }
    const Parts: { PartNumber: number; ETag: string }[] = [];
    let size = 0;
    for (let part = 1; part <= count; part++) {
      const stored = manifest.parts[String(part)];
      if (!stored) throw new Error(`Missing part ${part} of ${key}`);
      Parts.push({ PartNumber: part, ETag: stored.etag });
      size += stored.size;
    }
    // Parts not named here (one past `count`, e.g. cut off before its row moved on) are dropped.
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: manifest.uploadId,
        MultipartUpload: { Parts },
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: manifestKey(key) }));
    return { size };
  }

  private async manifest(key: string): Promise<Manifest | null> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: manifestKey(key) }),
      );
      return JSON.parse(await Body!.transformToString()) as Manifest;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Drops a multipart upload's parts and its manifest. */
  private async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      // Gone already (NoSuchUpload), or a store without AbortMultipartUpload (s3rver): the parts
      // are unreachable once the manifest is gone; a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) clears them on real S3.
      if (!isMissing(error) && (error as { name?: string }).name !== 'MethodNotAllowed') throw error;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: manifestKey(key) }));
  }
}

const manifestKey = (key: string) => `${key}.multipart`;
