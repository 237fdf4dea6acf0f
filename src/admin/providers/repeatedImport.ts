/** upload-file's refusal of a file imported before (409 IMPORT_REPEATED), read from the http client's rejection. */
import { statusCodes } from '@shared/api';
import type { AppHttpError } from './httpErrors';
import type { RepeatedImport } from './types';

export function isRepeatedImport(failure: unknown): failure is AppHttpError {
  const body = (failure as Partial<AppHttpError> | null)?.body;
  return body?.statusCode === statusCodes.IMPORT_REPEATED && Boolean(body.details?.[0]?.args);
}

export function repeatedImportOf(failure: AppHttpError): RepeatedImport {
  const args = failure.body.details[0]?.args ?? {};
  return {
    name: args.name ?? '',
    importedAt: args.importedAt ?? '',
    processedRows: Number(args.processedRows) || 0,
    batchId: args.batchId ?? '',
  };
}
