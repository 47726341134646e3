import type { S3Client } from '@aws-sdk/client-s3';

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server (MinIO and others); AWS itself when unset. */
  endpoint?: string;
  region: string;
  /** The bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

const sdk = () => import('@aws-sdk/client-s3');

/**
 * A FileStorage (storage.ts, which picks it) in an S3 bucket: the photos, thumbnails and
 * attachments that every instance serves, whichever stored them. Credentials come from the AWS
 * SDK's standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the instance's
 * role). Writes go through lib-storage's multipart Upload (5 MB parts); reads go through the app,
 * which checks access first, so no URL to a photo outlives the rights of the one who asked. The
 * SDK loads on first use: an instance without S3_BUCKET never pays for it.
 */
export class S3Storage {
  private client?: Promise<S3Client>;
  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<S3Client> {
    const { region, endpoint, forcePathStyle } = this.settings;
    // Checksums only where S3 requires them: the SDK's newer default (a CRC trailer in aws-chunked
    // bodies) is not understood by every S3-compatible server, which would store the framing.
    this.client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region,
          endpoint,
          forcePathStyle,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    );
    return this.client;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const [client, { Upload }] = await Promise.all([this.connect(), import('@aws-sdk/lib-storage')]);
    await new Upload({ client, params: { Bucket: this.settings.bucket, Key: key, Body: bytes } }).done();
  }

  async get(key: string): Promise<Buffer | null> {
    const [client, { GetObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const [client, { DeleteObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** The stored size of a key, or null when it is not there (storage:migrate skips what is there). */
  async sizeOf(key: string): Promise<number | null> {
    const [client, { HeadObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

/** NoSuchKey for a GET, a bare 404 for a HEAD (which has no body to name the error). */
const isMissing = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
