import { assetUrl } from '@admin/env';

/** The absolute address of a stored image, as someone would paste it elsewhere. */
export const absoluteAssetUrl = (prefix: string) => new URL(assetUrl(prefix), window.location.href).href;

/** Clipboard API where the page may use it; the older selection copy otherwise (e.g. plain-http hosts). */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
