/**
 * Saves the import template (`propertyExcel.routes.template`, an authenticated GET answering a file). The http
 * client reads answers as JSON text, which would corrupt an .xlsx, so this one call reads a blob itself, with
 * the same base URL and bearer token.
 */
import { env } from '@admin/env';
import { buildUrl } from '@admin/providers/httpClient';
import { getToken } from '@admin/providers/storage';
import { propertyExcel } from '@shared/resources/property';

export type TemplateFormat = 'xlsx' | 'csv';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadTemplate(format: TemplateFormat, fetchImpl: typeof fetch = globalThis.fetch): Promise<void> {
  const route = propertyExcel.routes.template;
  const token = getToken();
  const response = await fetchImpl(buildUrl(env.apiUrl, route.path, { format }), {
    method: route.method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Template download failed with HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `property-template.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
