/** The signed-URL upload flow of spec §7 and the limits the server enforces on it (its request schema: uploadsSchemas.ts). */
export type SignedUrlResponse = { signedUrl: string; fileNameWithPrefix: string };

/** The PUT must carry this header, as S3 would require for a public object. */
export const ACL_HEADER = 'x-amz-acl';
export const ACL_VALUE = 'public-read';
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const DOCUMENT_EXTENSIONS = ['.pdf'] as const;

export const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
};

/** Images and PDFs. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Spreadsheets for the bulk import: the server streams them to storage and reads them back row by row, so a
 * 100,000-row .csv (about 56 MB) goes through the same signed upload as any file.
 */
export const MAX_SPREADSHEET_BYTES = 100 * 1024 * 1024;

/**
 * A stored file's key, `<folder>/<yyyy>/<mm>/<uuid>-<name>`: the random id keeps two uploads of one name apart.
 * `fileNameOf` reads the name back, as the user gave it (safe characters only).
 */
export function storedKey(folder: string, name: string, id: string, now = new Date()): string {
  return `${folder}/${now.toISOString().slice(0, 7).replace('-', '/')}/${id}-${name}`;
}

const STORED_NAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?=.)/i;

/** How many characters of a file name's stem a stored key keeps (80, as before letters of other scripts were kept). */
const MAX_STEM_CHARS = 80;
const LATIN_OR_DIGIT = /^[A-Za-z0-9_-]$/;
const OTHER_LETTER = /^[\p{L}\p{M}\p{N}]$/u;
/** A run of letters written as their code points (storedNameStem). */
const WRITTEN_RUN = /~([0-9a-f]{1,6}(?:~[0-9a-f]{1,6})*)~/g;

/**
 * A file name's stem as a stored key holds it. Keys are ASCII letters, digits and `._-~/` (storage, URLs and the
 * import's lookups take nothing else), so accents go ("Café" → "Cafe"), any other run of signs becomes one `-`, and
 * a run of letters of another script (a Telugu name) is written as their code points between tildes
 * ("తెలుగు" → "~c24~c46~c32~c41~c17~c41~"), which `fileNameOf` reads back: such a name became "file" (audit).
 */
export function storedNameStem(stem: string): string {
  const chars = [...stem.normalize('NFC')].slice(0, MAX_STEM_CHARS);
  let out = '';
  let run: number[] = [];
  const endRun = () => {
    if (run.length) out += `~${run.map((code) => code.toString(16)).join('~')}~`;
    run = [];
  };
  for (const char of chars) {
    const plain = char.normalize('NFKD').replace(/\p{M}+/gu, '');
    if (plain !== '' && [...plain].every((c) => LATIN_OR_DIGIT.test(c))) {
      endRun();
      out += plain;
    } else if (OTHER_LETTER.test(char)) {
      run.push(char.codePointAt(0)!);
    } else {
      endRun();
      out += '-';
    }
  }
  endRun();
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The file name in a stored key (its last segment) without the random id `storedKey` put before it. */
export const fileNameOf = (key: string) =>
  (key.split('/').filter(Boolean).pop() ?? key)
    .replace(STORED_NAME_ID, '')
    .replace(WRITTEN_RUN, (_, codes: string) => String.fromCodePoint(...codes.split('~').map((code) => parseInt(code, 16))));

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};
export const isImageFile = (fileName: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The largest upload a file of this name may be. */
export const maxUploadBytes = (fileName: string) =>
  (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(fileName)) ? MAX_SPREADSHEET_BYTES : MAX_UPLOAD_BYTES;
