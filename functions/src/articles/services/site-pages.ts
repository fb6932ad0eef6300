import { s3Client, s3Sdk } from '../../lib/clients';
import { siteBucketEnv } from '../../lib/env';

/**
 * Reads one page of the site bucket (`SITE_BUCKET_NAME`), such as the prerendered `404.html` the
 * missing-article origin answers (docs/decisions/031-event-driven-site-rendering.md).
 *
 * @param key - the object's key, e.g. `404.html`.
 * @returns the object's body as UTF-8 text, or undefined when the object has no body.
 * @throws the S3 error when the object cannot be read (missing, access denied, timeout).
 */
export async function readSitePage(key: string): Promise<string | undefined> {
  const object = await s3Client().send(
    new (s3Sdk().GetObjectCommand)({ Bucket: siteBucketEnv().SITE_BUCKET_NAME, Key: key }),
  );
  return object.Body?.transformToString('utf-8');
}
