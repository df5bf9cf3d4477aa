import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers that hand out a credential although the request carried none (a guest's first token, a login code). */
const ISSUES_CREDENTIALS = /^\/(auth|oauth2|login\/oauth2|dev-login|api\/v1\/guest)(\/|\?|$)/;

/** True when the answer is about the person asking: the request proves who they are, or it gets them a token. */
function isPersonal(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.accesstoken !== undefined || headers.refreshtoken !== undefined) return true;
  return ISSUES_CREDENTIALS.test(request.url);
}

/**
 * No shared or browser cache keeps a person's answers (issue 27): reports, stored forms, `user/me`, a board
 * personalised with their likes, tokens. `no-store` is set on every API answer to a request that carries a
 * credential, so a route added later cannot forget it; a route that set its own Cache-Control keeps it.
 */
const personalAnswersPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('Cache-Control') || !isPersonal(request)) return;
    reply.header('Cache-Control', 'private, no-store');
  });
};

export default fp(personalAnswersPlugin, { name: 'personal-answers' });
