/**
 * Catches the files a view downloads (react-admin's downloadCSV: a blob URL on a clicked link), which jsdom
 * cannot save: `files` holds each one's name and content; `restore()` puts the browser APIs back.
 */
import { vi } from 'vitest';

export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | undefined;
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:download';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
    pending = undefined;
  });
  return {
    files,
    /** The CSV lines of download `index`, without the byte-order mark. */
    async csvLines(index = 0): Promise<string[]> {
      return (await files[index].blob.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    },
    restore() {
      createObjectURL.mockRestore();
      click.mockRestore();
    },
  };
}
