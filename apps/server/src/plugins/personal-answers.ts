import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers that hand out a credential although the request carried none (a guest's first token, a login code). */
const ISSUES_CREDENTIALS = /^\/(auth|oauth2|login\/oauth2|dev-login|api\/v1\/guest)(\/|\?|$)/;

/**
 * True when the answer is about the person asking: the request proves who they are, it gets them a token, or it
 * sent what the answer is made of (every POST, PUT, PATCH and DELETE: a registry read without login names its owners,
 * an estimate without login is someone's income).
 */
function isPersonal(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.accesstoken !== undefined || headers.refreshtoken !== undefined) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return ISSUES_CREDENTIALS.test(request.url);
}

/**
 * No shared or browser cache keeps a person's answers (issues 27, 45): reports, stored forms, `user/me`, a board
 * personalised with their likes, tokens, a registry's reading. `no-store` is set on every API answer to a request that
 * carries a credential or a body of the person's, so a route added later cannot forget it; a route that set its own
 * Cache-Control keeps it.
 */
const personalAnswersPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('Cache-Control') || !isPersonal(request)) return;
    reply.header('Cache-Control', 'private, no-store');
  });
};

export default fp(personalAnswersPlugin, { name: 'personal-answers' });
