// Requests refused before any route runs still get the JSON envelope: those
// Node refuses (headers beyond MAX_HEADER_BYTES, a malformed request line, a
// client too slow to send its headers), answered straight on the socket as
// Fastify's default handler does; and those Fastify's router refuses (a
// malformed %-escape, a path segment beyond maxParamLength).
import type { Socket } from 'node:net';
import type { FastifyError } from 'fastify';

interface ConnectionError extends Error {
  code?: string;
}

function answer(error: ConnectionError): { status: number; text: string; body: object } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      // 400 as config/errors.yaml gives BAD_REQUEST, like every envelope (Node would say 431).
      status: 400, text: 'Bad Request',
      body: { ok: false, ErrorCode: 'BAD_REQUEST', Message: 'The request address and headers are too long: send shorter or fewer filters' },
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 400, text: 'Bad Request', body: { ok: false, ErrorCode: 'BAD_REQUEST', Message: 'The request took too long to arrive' } };
  }
  return { status: 400, text: 'Bad Request', body: { ok: false, ErrorCode: 'BAD_REQUEST', Message: 'The request is malformed' } };
}

export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, text, body } = answer(error);
    const json = JSON.stringify(body);
    socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`);
  }
  socket.destroy(error);
}

/** The envelope's code and words for an error of Fastify's router (frameworkErrors). */
export function describeFrameworkError(error: FastifyError): { code: 'BAD_REQUEST'; message: string } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { code: 'BAD_REQUEST', message: 'A part of the address is too long' };
  if (error.code === 'FST_ERR_BAD_URL') return { code: 'BAD_REQUEST', message: 'The address is malformed (a %-escape that is not UTF-8)' };
  return { code: 'BAD_REQUEST', message: 'The request is malformed' };
}
