import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketName } from '../platform/runtime-config';
import { s3 } from '../platform/s3-client';
import type { StoredLogo } from './school-profile-entity';

/** The school's logo, kept in the document bucket beside the invoice PDFs: its key is built here only. */
export const schoolLogoKey = 'school/logo';

/** PNG or JPEG by its first bytes (magic numbers), whatever the upload claims to be. */
export function logoTypeOf(bytes: Uint8Array): StoredLogo['contentType'] | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export async function storeSchoolLogo(bytes: Uint8Array, contentType: StoredLogo['contentType']) {
  await s3().send(
    new PutObjectCommand({ Bucket: bucketName(), Key: schoolLogoKey, Body: bytes, ContentType: contentType }),
  );
}

export async function deleteSchoolLogo() {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: schoolLogoKey }));
}

/** The logo's bytes, or undefined when it cannot be read (the PDF is then made without it). */
export async function readSchoolLogo(): Promise<Uint8Array | undefined> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: schoolLogoKey }));
    return await answer.Body?.transformToByteArray();
  } catch (error) {
    console.warn('Reading the school logo failed; the PDF is made without it', error);
    return undefined;
  }
}
