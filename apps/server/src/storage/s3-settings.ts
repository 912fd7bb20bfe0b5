/** Where the bucket is and how to sign in (config.ts reads them from `S3_*`). */
export interface S3Settings {
  /** The store's address (MinIO, R2, s3rver…); unset for AWS itself. */
  endpoint?: string | undefined;
  /** Where browsers reach the store, when not at `endpoint` (presigned addresses are signed for it). */
  publicEndpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

/**
 * The origin browsers load presigned addresses from (the console's CSP allows it for images and
 * media): the public endpoint, else the endpoint, else the bucket's AWS address.
 */
export function storeOrigin(settings: S3Settings): string {
  const endpoint = settings.publicEndpoint ?? settings.endpoint;
  if (endpoint) return new URL(endpoint).origin;
  return settings.forcePathStyle
    ? `https://s3.${settings.region}.amazonaws.com`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
