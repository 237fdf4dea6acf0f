/**
 * Service orders: list (status=Pending|Completed|Failed, absent = all), get, OTP generation and completion.
 * SUBMIT (2) checks the user OTP, FORCE_SUBMIT (1) the admin OTP; completion needs ≥ 2 images already in
 * storage and happens once (a second completion is refused with 5074).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CODE_TTL_MINUTES, statusCodes } from '@shared/api';
import { orderStatus, submissionType } from '@shared/enums';
import { orderRoutes, serviceOrder } from '@shared/resources/serviceOrder';
import { completeOrderSchema } from '@shared/resources/serviceOrderSchemas';
import { resourceLabel, serverText } from '@shared/serverMessages';
import { v } from '@shared/validation';
import { orderOtps, serviceOrders } from '../../db/tables/index';
import { currentAdmin } from '../../plugins/auth';
import { AppError, invalidInput, notFound, validate } from '../../plugins/errors';
import { isSafeStorageKey } from '../../storage/storage';
import { registerCrud } from '../crud/crudRoutes';
import type { ListFilter } from '../crud/listQuery';
import type { ModuleOptions } from '../registry';
import { addRoute, idParam, ok } from '../routing';
import { checkOtp, newOtp, refuseTooManyCodes, storeOtp, usableOtp, type OtpKind } from './otps';

const statusFilter: ListFilter = {
  key: 'status',
  where(value, columns) {
    if (!orderStatus.has(value)) throw invalidInput('status', v.invalidValue);
    return eq(columns.status, value);
  },
};

const alreadyCompleted = () => new AppError(409, statusCodes.ORDER_ALREADY_COMPLETED, serverText('orderAlreadyCompleted'));

export const serviceOrderRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  const orders = registerCrud(app, ctx, { contract: serviceOrder, table: serviceOrders, upload: 'image', filters: [statusFilter] });

  async function openOrder(request: FastifyRequest) {
    const order = await orders.find(ctx.db, idParam(request));
    if (!order) throw notFound(resourceLabel(serviceOrder.name));
    if (order.status === orderStatus.values.COMPLETED) throw alreadyCompleted();
    return order as { _id: string; email: string; orderNo: string; name: string };
  }

  // One send at a time per order and kind in this process, so that calls sent at once are counted one by one.
  const sending = new Map<string, Promise<unknown>>();
  function sendOtp(request: FastifyRequest, order: Awaited<ReturnType<typeof openOrder>>, kind: OtpKind) {
    const key = `${order._id}:${kind}`;
    const turn = (sending.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        await refuseTooManyCodes(ctx, order._id, kind);
        return deliverOtp(request, order, kind);
      });
    sending.set(key, turn);
    void turn.finally(() => sending.get(key) === turn && sending.delete(key)).catch(() => undefined);
    return turn;
  }

  async function deliverOtp(request: FastifyRequest, order: Awaited<ReturnType<typeof openOrder>>, kind: OtpKind) {
    const recipient = kind === 'user' ? order.email : currentAdmin(request).email;
    const otp = newOtp();
    const text =
      kind === 'user'
        ? `Your OTP to close order ${order.orderNo} is ${otp.code}. Share it with our team only when the work is done. It works for ${CODE_TTL_MINUTES} minutes.`
        : `Admin OTP to force-close order ${order.orderNo}: ${otp.code}. It works for ${CODE_TTL_MINUTES} minutes.`;
    const subject = kind === 'user' ? `Your OTP for order ${order.orderNo}` : `Admin OTP for order ${order.orderNo}`;
    const message = { to: recipient || 'unknown', channel: 'email' as const, subject, text, otp: otp.code, orderId: order._id };
    await ctx.notifier.deliver(message);
    await ctx.db.transaction(async (tx) => {
      await storeOtp(ctx, tx, order._id, kind, otp);
      await ctx.notifier.record(message, tx);
    });
    const { expiresAt } = otp;
    return ok(serverText(kind === 'user' ? 'otpSentToCustomer' : 'otpSentToYou'), { expiresAt: expiresAt.toISOString() });
  }

  // Generate (the row's button, pressed each time the modal is opened) keeps a code the customer already holds:
  // a new one would silently retire it. Re-generate is the explicit "send a new code".
  addRoute(app, orderRoutes.generateUserOtp, async (request) => {
    const order = await openOrder(request);
    const held = await usableOtp(ctx, order._id, 'user');
    if (held) return ok(serverText('otpStillValid'), { expiresAt: held.expiresAt.toISOString() });
    return sendOtp(request, order, 'user');
  });
  addRoute(app, orderRoutes.regenerateUserOtp, async (request) => sendOtp(request, await openOrder(request), 'user'));
  addRoute(app, orderRoutes.generateAdminOtp, async (request) => sendOtp(request, await openOrder(request), 'admin'));

  addRoute(app, orderRoutes.completeOrder, async (request) => {
    const body = validate(completeOrderSchema, request.body);
    const order = await openOrder(request);
    const missing: string[] = [];
    for (const image of body.images) if (!isSafeStorageKey(image) || !(await ctx.storage.stat(image))) missing.push(image);
    if (missing.length) {
      throw new AppError(400, statusCodes.VALIDATION, serverText('imagesNotUploaded'), [
        { field: 'images', message: serverText('notUploaded', { files: missing.map((m) => m.slice(0, 100)).join(', ') }) },
      ]);
    }
    const kind: OtpKind = body.submissionType === submissionType.values.SUBMIT ? 'user' : 'admin';
    const otpId = await checkOtp(ctx, order._id, kind, body.otp).catch(async (error: unknown) => {
      // A completion sent twice at once: the first used the code, so the second read "no OTP generated".
      const now = await orders.find(ctx.db, order._id);
      throw now?.status === orderStatus.values.COMPLETED ? alreadyCompleted() : error;
    });
    const completed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(serviceOrders)
        .set({ status: orderStatus.values.COMPLETED, completedAt: new Date(), images: body.images, submissionType: body.submissionType })
        .where(and(eq(serviceOrders._id, order._id), ne(serviceOrders.status, orderStatus.values.COMPLETED)))
        .returning();
      if (!row) throw alreadyCompleted();
      await tx.update(orderOtps).set({ consumedAt: new Date() }).where(eq(orderOtps._id, otpId));
      return row;
    });
    return ok(serverText('orderCompleted'), orders.toWire(completed));
  });
};
