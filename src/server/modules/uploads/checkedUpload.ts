/**
 * The body of a signed PUT as it streams to storage: it fails (and storage drops the partial file) as soon as
 * the body outgrows the limit, or once enough of its first bytes show it is not the type its name says, or at
 * the end when it was empty. Nothing is buffered beyond the few kilobytes the type check reads.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { AppError } from '../../plugins/errors';
import { contentMatchesExtension, CONTENT_SNIFF_BYTES } from './signedUpload';

export const tooLarge = (limit: number) => new AppError(413, statusCodes.UPLOAD_TOO_LARGE, serverText('uploadTooLarge', { size: limit / 1024 / 1024 }));
export const emptyFile = () => new AppError(400, statusCodes.UPLOAD_BAD_TYPE, serverText('fileEmpty'));

export class CheckedUpload extends Transform {
  private received = 0;
  /** The first bytes, held until the type check has enough of them. */
  private head: Buffer[] | null = [];

  constructor(
    private readonly ext: string,
    private readonly limit: number,
    private readonly contentMismatch: (head: Buffer) => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.limit) return callback(tooLarge(this.limit));
    if (!this.head) return callback(null, chunk);
    this.head.push(chunk);
    if (this.received < CONTENT_SNIFF_BYTES) return callback();
    callback(this.releaseHead());
  }

  override _flush(callback: TransformCallback) {
    if (this.received === 0) return callback(emptyFile());
    callback(this.head ? this.releaseHead() : null);
  }

  /** Checks the type on the bytes held so far and passes them on; an error when they do not match. */
  private releaseHead(): Error | null {
    const head = Buffer.concat(this.head!);
    this.head = null;
    if (!contentMatchesExtension(this.ext, head)) return this.contentMismatch(head);
    this.push(head);
    return null;
  }
}
