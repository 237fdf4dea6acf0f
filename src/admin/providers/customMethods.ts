/**
 * The product's calls beyond react-admin's CRUD (spec §7): status changes, the order OTP flow, uploads and
 * the dashboard. Resource-bound calls (toggleStatus, uploadFile) read the route from the resource's contract.
 */
import { uploadToSignedUrl } from '@admin/uploads/uploadToSignedUrl';
import { versionHeaders } from '@shared/api';
import { plotToBuyRoutes } from '@shared/resources/plots';
import { imageUpload, propertyExcel } from '@shared/resources/property';
import { orderRoutes } from '@shared/resources/serviceOrder';
import type { SignedUrlResponse } from '@shared/uploads';
import type { Identifier } from 'react-admin';
import { dashboardFiguresRequest } from './dashboardRequest';
import type { RouteFinder } from './dataProvider';
import { routeRequest, type HttpClient, type HttpRequest } from './httpClient';
import { withId } from './listQuery';
import { isRepeatedImport, repeatedImportOf } from './repeatedImport';
import type { AppDataProvider, OneOfSeveral, RegisteredSpreadsheet, UploadedSpreadsheet } from './types';

type Envelope<T = unknown> = { message?: string; data?: T };

export type CustomMethods = Pick<
  AppDataProvider,
  | 'toggleStatus'
  | 'setLeadStatus'
  | 'setPlotToBuyStatus'
  | 'generateUserOtp'
  | 'regenerateUserOtp'
  | 'generateAdminOtp'
  | 'completeOrder'
  | 'uploadFile'
  | 'uploadSpreadsheet'
  | 'registerSpreadsheet'
  | 'uploadGalleryImages'
  | 'getDashboard'
>;

const oneOfSeveral = (request: HttpRequest, { quiet = false, noDelay = false }: OneOfSeveral = {}): HttpRequest => ({
  ...request,
  ...(quiet ? { notifySuccess: false } : {}),
  noDelay,
});

export function createCustomMethods(httpClient: HttpClient, routeOf: RouteFinder): CustomMethods {
  const call = async <T = unknown>(request: HttpRequest) => {
    const { json } = await httpClient<Envelope<T>>(request);
    return { data: (Array.isArray(json.data) ? json.data.map(withId) : withId(json.data)) as T, message: json.message };
  };
  // The OTP calls are GETs but they act: their answer's message is shown like a write's.
  const otpCall = (route: typeof orderRoutes.generateUserOtp) => async (id: Identifier) => {
    const { json } = await httpClient<Envelope>(routeRequest(route, { params: { id }, notifySuccess: true }));
    return { message: json.message };
  };

  // `notifyErrors: false` where the caller shows the failure itself (the spreadsheet card): one message, not two.
  const signedUpload = async (resource: string, file: File, onProgress?: (percent: number) => void, notifyErrors = true, signal?: AbortSignal) => {
    const route = routeOf(resource, 'signedUrl', 'upload');
    const { json } = await httpClient<Envelope<SignedUrlResponse>>(
      routeRequest(route, { body: { fileName: file.name }, notifySuccess: false, notifyErrors, signal }),
    );
    const { signedUrl, fileNameWithPrefix } = json.data ?? ({} as Partial<SignedUrlResponse>);
    if (!signedUrl || !fileNameWithPrefix) throw new Error(`The signed-url answer for "${resource}" has no signedUrl or fileNameWithPrefix.`);
    onProgress?.(0);
    // 100 % once storage has answered, not once the last byte left: until then the file is not stored, and a card
    // that took 100 % for done took its Cancel away while the answer could still never come (audit 32-N).
    await uploadToSignedUrl(file, signedUrl, onProgress && ((percent) => onProgress(Math.min(percent, 99))), signal);
    onProgress?.(100);
    return fileNameWithPrefix;
  };
  const uploadFile = (resource: string, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal) =>
    signedUpload(resource, file, onProgress, true, signal);

  // No toasts: the upload card says it was uploaded (or why not), then follows the batch to its end.
  const registerSpreadsheet = ({ fileName, originalFileName }: UploadedSpreadsheet, unlessImportedBefore: boolean) => {
    const route = routeOf(propertyExcel.name, 'create', 'spreadsheet upload');
    const body = unlessImportedBefore ? { fileName, originalFileName, unlessImportedBefore } : { fileName, originalFileName };
    return call(routeRequest(route, { body, notifySuccess: false, notifyErrors: false })) as Promise<RegisteredSpreadsheet>;
  };

  return {
    // With the version the list showed, the server refuses (409) a toggle that would undo someone else's change.
    toggleStatus: async (resource, { id, version }, options) =>
      call(
        oneOfSeveral(
          routeRequest(routeOf(resource, 'status', 'status update'), {
            params: { id },
            headers: versionHeaders(version),
          }),
          options,
        ),
      ),

    // With the version the row showed, as toggleStatus: a status picked on an older list overwrote another admin's.
    setLeadStatus: async (resource, { id, status, version }, options) =>
      call(
        oneOfSeveral(
          routeRequest(routeOf(resource, 'status', 'status update'), {
            params: { id },
            body: { status },
            headers: versionHeaders(version),
          }),
          options,
        ),
      ),

    setPlotToBuyStatus: async ({ id, action, version }) =>
      call(
        routeRequest(plotToBuyRoutes.setStatus, {
          params: { id, action },
          headers: versionHeaders(version),
        }),
      ),

    generateUserOtp: otpCall(orderRoutes.generateUserOtp),
    regenerateUserOtp: otpCall(orderRoutes.regenerateUserOtp),
    generateAdminOtp: otpCall(orderRoutes.generateAdminOtp),

    completeOrder: async (id, body) => call(routeRequest(orderRoutes.completeOrder, { params: { id }, body })),

    uploadFile,

    // Cancelled (`signal`) before the file is registered, nothing is imported; once registered it is.
    uploadSpreadsheet: async (file, onProgress, signal) => {
      const uploaded = { fileName: await signedUpload(propertyExcel.name, file, onProgress, false, signal), originalFileName: file.name };
      signal?.throwIfAborted();
      try {
        return await registerSpreadsheet(uploaded, true);
      } catch (failure) {
        if (isRepeatedImport(failure)) return { ...uploaded, repeated: repeatedImportOf(failure) };
        throw failure;
      }
    },

    registerSpreadsheet: (uploaded) => registerSpreadsheet(uploaded, false),

    uploadGalleryImages: async (files, onProgress, signal) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      const route = routeOf(imageUpload.name, 'create', 'gallery upload');
      // The gallery uploads one image a request and sums them up itself: no toast per image.
      const result = await call(routeRequest(route, { body: form, onUploadProgress: onProgress, notifySuccess: false, notifyErrors: false, signal }));
      return { data: (Array.isArray(result.data) ? result.data : []) as never, message: result.message };
    },

    getDashboard: async (query) => {
      const { json } = await httpClient<Envelope>(dashboardFiguresRequest(query));
      return { data: json.data as never };
    },
  };
}
