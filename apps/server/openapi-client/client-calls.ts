// A few real calls through a client generated from the served OpenAPI document (issue 31, ADR 0033).
// apps/server/src/plugins/openapi.test.ts generates `./api.ts` with openapi-typescript into a scratch folder, puts
// this file beside it, typechecks both with tsc and then runs `clientCalls` against a listening server. It lives
// outside src/ because `./api.ts` exists only there.
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

/** The error codes the document lets `GET /api/v1/loanAdvice/{id}` answer: a change there breaks the typecheck. */
type ReportErrorCode = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'RATE_LIMITED' | 'INTERNAL';

export async function clientCalls(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });

  const guest = await client.GET('/api/v1/guest/login');
  const accessToken: string = guest.data?.data.accessToken ?? '';
  const roleType: 'GUEST' | 'USER' | 'ADMIN' | undefined = guest.data?.data.roleType;

  const ltv = await client.POST('/api/v1/ltvCalc', {
    body: {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 500_000_000,
      regionType: 'OTHER_AREAS',
      houseOwnershipType: 'NO_HOUSE',
    },
  });
  const possibleLoanAmount: number | undefined = ltv.data?.data.possibleLoanAmount;

  const refused = await client.POST('/api/v1/ltvCalc', {
    body: {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: -1,
      regionType: 'OTHER_AREAS',
      houseOwnershipType: 'NO_HOUSE',
    },
  });
  const fieldErrors: { field: string; message: string }[] | undefined =
    refused.error?.code === 400 ? refused.error.data.fieldErrors : undefined;

  const missing = await client.GET('/api/v1/loanAdvice/{id}', {
    params: { path: { id: 'no-such-report' } },
    headers: { AccessToken: accessToken },
  });
  const missingCode: ReportErrorCode | undefined = missing.error?.data.errorCode;

  const posts = await client.GET('/api/v1/post/sorted', { params: { query: { sortType: 'LATEST', size: 5 } } });
  const titles: string[] = posts.data?.data.posts.map((post) => post.title) ?? [];

  return {
    guest: { status: guest.response.status, roleType, hasToken: accessToken.length > 0 },
    ltv: { status: ltv.response.status, possibleLoanAmount },
    refused: { status: refused.response.status, fields: fieldErrors?.map((error) => error.field) ?? [] },
    missing: { status: missing.response.status, errorCode: missingCode },
    posts: { status: posts.response.status, count: titles.length },
  };
}
