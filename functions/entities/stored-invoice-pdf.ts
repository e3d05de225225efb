import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketName } from '../platform/runtime-config';
import { s3 } from '../platform/s3-client';

/**
 * Invoice PDFs kept in the document bucket, one object per invoice, tagged
 * with the invoice revision (and layout fingerprint) it was made from: the
 * object's key and metadata are built here and only here. Light on purpose:
 * the invoices domain imports this file to delete a PDF with its invoice, and
 * must not load pdf-lib for it.
 */

export function pdfObjectKey(invoiceId: string): string {
  return `invoice-pdfs/${invoiceId}.pdf`;
}

/** What a stored PDF was made from; S3 user metadata (lower-case keys, ASCII values). */
export interface StoredPdfVersion {
  /** The invoice's `revision` when the PDF was made. */
  revision: number;
  /** Anything else the bytes depend on (layout version, school name), as a short hash. */
  fingerprint: string;
}

export interface StoredInvoicePdf extends StoredPdfVersion {
  bytes: Uint8Array<ArrayBuffer>;
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/**
 * The stored PDF, or undefined when there is none or it cannot be read. One
 * GetObject: the PDFs are a few tens of KB, so reading a stale one costs less
 * than a HeadObject round trip before every fresh one.
 * Never throws: the store is a cache, and a failed read only means rendering again.
 */
export async function readStoredInvoicePdf(invoiceId: string): Promise<StoredInvoicePdf | undefined> {
  try {
    const answer = await s3().send(
      new GetObjectCommand({ Bucket: bucketName(), Key: pdfObjectKey(invoiceId) }),
    );
    const revision = Number(answer.Metadata?.revision);
    const bytes = await answer.Body?.transformToByteArray();
    if (!bytes || !Number.isInteger(revision)) return undefined;
    // The SDK reads the body into a plain ArrayBuffer (never a shared one).
    return {
      bytes: bytes as Uint8Array<ArrayBuffer>,
      revision,
      fingerprint: answer.Metadata?.fingerprint ?? '',
    };
  } catch (error) {
    // No object yet: 404, or 403 where the function may GetObject but not ListBucket (S3 then
    // hides whether a key exists). Anything else is worth a line in the log.
    const status = httpStatus(error);
    if (errorName(error) !== 'NoSuchKey' && status !== 404 && status !== 403)
      console.warn(`Reading the stored PDF of invoice ${invoiceId} failed; rendering it again`, error);
    return undefined;
  }
}

/** Keeps a freshly rendered PDF. Never throws: the caller still has the bytes to answer with. */
export async function storeInvoicePdf(invoiceId: string, bytes: Uint8Array, version: StoredPdfVersion) {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: bucketName(),
        Key: pdfObjectKey(invoiceId),
        Body: bytes,
        ContentType: 'application/pdf',
        Metadata: { revision: String(version.revision), fingerprint: version.fingerprint },
      }),
    );
  } catch (error) {
    console.warn(`Storing the PDF of invoice ${invoiceId} failed`, error);
  }
}

/**
 * Removes an invoice's stored PDF when the invoice is deleted. Best effort:
 * the invoice is already gone, and a left-over object is never served (its
 * invoice no longer loads), so a failure is logged, not thrown.
 */
export async function deleteStoredInvoicePdf(invoiceId: string): Promise<void> {
  try {
    await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: pdfObjectKey(invoiceId) }));
  } catch (error) {
    console.warn(`Deleting the stored PDF of invoice ${invoiceId} failed`, error);
  }
}
