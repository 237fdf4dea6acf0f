import type { FastifyInstance } from 'fastify';

/** Past this much unread body the connection is closed instead: the client then sees a failed upload. */
const MAX_DRAINED_BYTES = 256 * 1024 * 1024;

/**
 * An answer given before the request's body was read (an upload refused at its first bad file or past a limit):
 * the rest of the body is read and dropped. Left unread, the socket stops taking data, a browser still sending the
 * body never gets to read the answer (Chromium reads it once its upload ends), and the upload waits for good.
 */
export function drainUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    let drained = 0;
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) raw.socket.destroy();
    });
    // Unpiped from the multipart parser, which stopped at the refused file and holds the stream back.
    raw.unpipe();
    raw.resume();
  });
}
