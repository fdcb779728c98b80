import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const all = {
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'lms-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const without = (...names: Array<keyof typeof all>) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name as never)));

describe('S3 settings', () => {
  it('keeps media on the local disk when no S3 variable is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/lms' }, '/');
    expect(config.s3).toBeUndefined();
    expect(config.mediaDir).toBe('/srv/lms/uploads');
  });

  it('uses the bucket when all five are set; path style only when asked', () => {
    expect(loadConfig(all, '/').s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'lms-media',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...all, S3_FORCE_PATH_STYLE: 'true' }, '/').s3?.forcePathStyle).toBe(true);
  });

  it('stops at start naming the missing variable when only some are set', () => {
    expect(() => loadConfig(without('S3_REGION'), '/')).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: S3_REGION is not set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'lms-media', S3_SECRET_ACCESS_KEY: ' ' }, '/')).toThrow(
      /S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set \(S3_BUCKET is\)/,
    );
  });

  it('refuses a malformed endpoint or path-style flag, and MEDIA_DIR beside a bucket', () => {
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'minio:9000' }, '/')).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'ftp://minio' }, '/')).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...all, S3_FORCE_PATH_STYLE: 'yes' }, '/')).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false, got "yes"/,
    );
    expect(() => loadConfig({ ...all, MEDIA_DIR: '/mnt/media' }, '/')).toThrow(/MEDIA_DIR/);
  });
});
