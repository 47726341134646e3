// `npm run storage:migrate`: copies the upload folder (UPLOAD_DIR, default DATA_DIR/uploads) into
// the bucket that S3_BUCKET names, before the instances switch to it. Safe to run again.
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { copyFolderToBucket } from '../services/uploads/copyToBucket';
import { S3Storage } from '../services/uploads/s3Storage';

const config = loadConfig();
if (!config.s3) {
  console.error('storage:migrate: set S3_BUCKET (and S3_ENDPOINT for an S3-compatible server) first');
  process.exit(1);
}
if (!existsSync(config.uploadDir)) {
  console.log(`storage:migrate: no upload folder at ${config.uploadDir}; nothing to copy`);
  process.exit(0);
}
const { copied, skipped } = await copyFolderToBucket(config.uploadDir, new S3Storage(config.s3));
console.log(`storage:migrate: ${copied} copied, ${skipped} already in the bucket ${config.s3.bucket}`);
