import {
  dsrCalcRequestSchema,
  dsrCalcResponseSchema,
  dsrLoanSchema,
  dsrLoanTypeSchema,
  dtiCalcRequestSchema,
  dtiCalcResponseSchema,
  envelopeSchema,
  ERROR_STATUS,
  errorDataSchema,
  interestRateTypeSchema,
  lenderTypeSchema,
  loanPurposeSchema,
  ltvCalcRequestSchema,
  ltvCalcResponseSchema,
  ltvHouseOwnershipTypeSchema,
  newMortgageTermsSchema,
  regionTypeSchema,
  repaymentCalcRequestSchema,
  repaymentCalcResponseSchema,
  repaymentTypeSchema,
} from '@jipsa/contracts';
import {
  buildRepaymentSchedule,
  calculateDsr,
  calculateDti,
  calculateLtv,
  OWNERSHIP_TYPES_BY_PURPOSE,
} from '@jipsa/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

// Schema-driven fuzzing of the four calculators through the whole app: whatever arrives, the answer
// is a 200 that matches the engine, or a 4xx envelope that names an error code — never a 5xx.

const TODAY = '2025-10-16';
let testApp: TestApp;
let requestsSent = 0;
/** Successful answers per endpoint: the fuzz must reach the engine, not only the validator. */
const successes = new Map<string, number>();
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => new Date(`${TODAY}T03:00:00Z`) });
});
afterAll(async () => {
  await testApp.app.close();
});

// ---- values -----------------------------------------------------------------------------------

/** JSON text a serializer cannot produce: numbers out of double range, extra precision, `-0`. */
const RAW_MARK = '\u0000raw:';
const rawNumberToken = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '123456789012345678901234567890',
    '-0',
    '9007199254740993',
    '1E3',
    '4.1000000000000001',
    '0.1e1',
  )
  .map((token) => RAW_MARK + token);

/** JSON text of `value`, with raw number tokens spliced in unquoted. */
function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"\\u0000raw:([^"]*)"/g, '$1');
}

const ENUM_VALUES = [
  repaymentTypeSchema,
  interestRateTypeSchema,
  dsrLoanTypeSchema,
  lenderTypeSchema,
  loanPurposeSchema,
  regionTypeSchema,
  ltvHouseOwnershipTypeSchema,
].flatMap((schema) => schema.options);

/** Numbers at and around every bound of the contracts (amount, term, grace, rate, safe integers). */
const EDGE_NUMBERS = [
  0, -0.5, -1, 1, 0.5, 11, 12, 13, 19.999, 20, 20.001, 24, 59, 60, 119, 120, 121, 359, 360, 719, 720, 721, 99.999, 100,
  100.001, 4.1234, 3.125, 1e8, 100_000_001, 1e11, 100_000_000_001, 2_147_483_648, 9_007_199_254_740_992,
  9_007_199_254_740_994, 1e21, 5e-324, -1e11,
];
const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);
const junkString = fc.constantFrom(
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e8',
  '0x10',
  '1_000',
  '١٢٣',
  '100,000,000',
  '1억',
  'null',
  'true',
  'undefined',
  '__proto__',
  'constructor',
  '2025-10-16',
  '2025-02-29',
  '2024-02-29',
  '1899-12-31',
  '2025-10-16T00:00:00Z',
  '2025-1-6',
  '<script>',
  '\u0000',
  '😀'.repeat(50),
  'x'.repeat(2000),
);
const plausible = fc.oneof(
  fc.constantFrom(...ENUM_VALUES, true, false, null),
  edgeNumber,
  fc.integer({ min: -1e3, max: 1e12 }),
  fc.double({ noDefaultInfinity: false }),
  junkString,
  rawNumberToken,
);
const junkValue = fc.oneof(
  { weight: 3, arbitrary: plausible },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(plausible, { maxLength: 40 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), plausible, { maxKeys: 6 }) },
);

const policyDate = fc.oneof(
  fc.constantFrom(
    '2022-12-31',
    '2023-01-01',
    '2024-02-25',
    '2024-02-26',
    '2024-09-01',
    '2025-06-28',
    '2025-07-01',
    '2025-10-15',
    '2025-10-16',
  ),
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);
/** The LTV tables start on 2023-01-01; earlier dates are a 400 the near-valid bodies reach by mutation. */
const ltvPolicyDate = fc.oneof(
  policyDate.filter((date) => date >= '2023-01-01'),
  fc
    .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);
const ltvPairs = loanPurposeSchema.options.flatMap((purpose) =>
  OWNERSHIP_TYPES_BY_PURPOSE[purpose].map((ownership) => [purpose, ownership] as const),
);
const won = (min: number) => fc.oneof(fc.integer({ min, max: 1e9 }), fc.integer({ min, max: 1e11 }));
// Valid rates stop at today's 법정 최고금리 (20 %); the bounds list still sends 20.001 and up.
const rate = fc
  .oneof(fc.integer({ min: 0, max: 15_000 }), fc.integer({ min: 0, max: 20_000 }))
  .map((milli) => milli / 1000);
const months = fc.oneof(fc.integer({ min: 1, max: 480 }), fc.integer({ min: 1, max: 720 }));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** An instalment loan with grace < term, or a 만기일시 loan with any grace. */
const loanTerms = fc
  .tuple(
    fc.constantFrom(...repaymentTypeSchema.options),
    months,
    fc.nat({ max: 719 }),
    won(1),
    fc.option(won(0), { nil: 0 }),
  )
  .map(([repaymentType, term, graceSeed, principal, maturityPaymentAmount]) => ({
    repaymentType,
    term,
    gracePeriod: repaymentType === 'BULLET' ? graceSeed : graceSeed % term,
    principal,
    maturityPaymentAmount,
  }));

/** Bodies the schema should accept (the LTV pair and dates aside), field names from the contract. */
const validBodies = {
  ltv: fc
    .tuple(
      fc.constantFrom(...ltvPairs),
      fc.record(
        {
          collateralValue: won(0),
          regionType: fc.constantFrom(...regionTypeSchema.options),
          policyDate: ltvPolicyDate,
        },
        { requiredKeys: ['collateralValue', 'regionType'] },
      ),
    )
    .map(([[loanPurpose, houseOwnershipType], rest]) => ({ loanPurpose, houseOwnershipType, ...rest })),
  dti: fc.record(
    {
      annualIncome: won(1),
      loanAmount: won(1),
      interestRate: rate,
      loanTerm: months,
      repaymentType: fc.constantFrom(...repaymentTypeSchema.options),
      yearlyLoanInterestRepayment: won(0),
      policyDate,
    },
    { requiredKeys: ['annualIncome', 'loanAmount', 'interestRate', 'loanTerm', 'repaymentType'] },
  ),
  dsr: fc.record(
    {
      annualIncome: won(1),
      loans: fc.array(
        fc
          .tuple(
            loanTerms,
            fc.record({
              loanType: fc.constantFrom(...dsrLoanTypeSchema.options),
              interestRatePercentage: rate,
              interestRateType: fc.constantFrom(...interestRateTypeSchema.options),
              isMetroArea: fc.boolean(),
            }),
          )
          .map(([terms, rest]) => ({ ...terms, ...rest })),
        { maxLength: 5 },
      ),
      lenderType: fc.constantFrom(...lenderTypeSchema.options),
      newMortgage: fc.record({
        interestRatePercentage: rate,
        isMetroArea: fc.boolean(),
        interestRateType: fc.constantFrom(...interestRateTypeSchema.options),
      }),
      policyDate,
    },
    { requiredKeys: ['annualIncome', 'loans'] },
  ),
  repayment: fc
    .tuple(loanTerms, rate, optional(policyDate))
    .map(([terms, interestRatePercentage, date]) => ({ ...terms, interestRatePercentage, policyDate: date })),
};

// ---- the endpoints as the schemas describe them ------------------------------------------------

type Endpoint = {
  name: keyof typeof validBodies;
  url: string;
  request: z.ZodType;
  response: z.ZodType;
  /** Field names of the request, and of the objects nested in it, straight from the schema. */
  shape: readonly string[];
  nested: Readonly<Record<string, { shape: readonly string[]; list: boolean }>>;
  engine: (request: never) => unknown;
};

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);
const withToday = <T extends { policyDate?: string | undefined }>(request: T) => ({
  ...request,
  policyDate: request.policyDate ?? TODAY,
});

const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'ltv',
    url: '/api/v1/ltvCalc',
    request: ltvCalcRequestSchema,
    response: ltvCalcResponseSchema,
    shape: keysOf(ltvCalcRequestSchema),
    nested: {},
    engine: (request: z.output<typeof ltvCalcRequestSchema>) => calculateLtv(withToday(request)),
  },
  {
    name: 'dti',
    url: '/api/v1/dtiCalc',
    request: dtiCalcRequestSchema,
    response: dtiCalcResponseSchema,
    shape: keysOf(dtiCalcRequestSchema),
    nested: {},
    engine: (request: z.output<typeof dtiCalcRequestSchema>) => calculateDti(withToday(request)),
  },
  {
    name: 'dsr',
    url: '/api/v1/dsrCalc',
    request: dsrCalcRequestSchema,
    response: dsrCalcResponseSchema,
    shape: keysOf(dsrCalcRequestSchema),
    nested: {
      loans: { shape: keysOf(dsrLoanSchema), list: true },
      newMortgage: { shape: keysOf(newMortgageTermsSchema), list: false },
    },
    engine: (request: z.output<typeof dsrCalcRequestSchema>) => calculateDsr(withToday(request)),
  },
  {
    name: 'repayment',
    url: '/api/v1/repaymentCalc',
    request: repaymentCalcRequestSchema,
    response: repaymentCalcResponseSchema,
    shape: keysOf(repaymentCalcRequestSchema),
    nested: {},
    engine: (request: z.output<typeof repaymentCalcRequestSchema>) => buildRepaymentSchedule(request),
  },
];

// ---- body generators ---------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** An object with the schema's own keys (each maybe left out) holding any plausible value. */
const shapedObject = (shape: readonly string[]) =>
  fc.record(Object.fromEntries(shape.map((key) => [key, plausible])), { requiredKeys: [] });

function shapedBody(endpoint: Endpoint): fc.Arbitrary<Json> {
  const nested = Object.entries(endpoint.nested).map(
    ([key, { shape, list }]) =>
      [key, list ? fc.array(shapedObject(shape), { maxLength: 6 }) : shapedObject(shape)] as const,
  );
  return fc
    .tuple(shapedObject(endpoint.shape), fc.record(Object.fromEntries(nested), { requiredKeys: [] }))
    .map(([top, inner]) => ({ ...top, ...inner }));
}

type Mutation =
  { kind: 'delete' } | { kind: 'set'; value: unknown } | { kind: 'unknownKey'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'delete' as const }),
  junkValue.map((value) => ({ kind: 'set' as const, value })),
  fc
    .tuple(
      fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('id', 'userId', 'amount', 'rate')),
      plausible,
    )
    .map(([key, value]) => ({ kind: 'unknownKey' as const, key, value })),
);

/** Every field path of `body` the schema knows: `annualIncome`, `loans.1.gracePeriod`, `newMortgage.isMetroArea`. */
function fieldPaths(endpoint: Endpoint, body: Json): string[][] {
  const paths = endpoint.shape.map((key) => [key]);
  for (const [key, { shape, list }] of Object.entries(endpoint.nested)) {
    const value = body[key];
    if (list && Array.isArray(value))
      value.forEach((_, index) => shape.forEach((field) => paths.push([key, String(index), field])));
    if (!list && value !== undefined) shape.forEach((field) => paths.push([key, field]));
  }
  return paths;
}

/** A valid body with exactly one field deleted, replaced, or joined by an unknown sibling. */
function nearValidBody(endpoint: Endpoint): fc.Arbitrary<Json> {
  return fc.tuple(validBodies[endpoint.name] as fc.Arbitrary<Json>, fc.nat(), mutation).map(([valid, pick, change]) => {
    const body = structuredClone(valid);
    const paths = fieldPaths(endpoint, body);
    const path = paths[pick % paths.length] ?? [];
    let parent: Record<string, unknown> = body;
    for (const part of path.slice(0, -1)) parent = parent[part] as Record<string, unknown>;
    const last = path.at(-1) ?? '';
    if (change.kind === 'delete') delete parent[last];
    else if (change.kind === 'set') parent[last] = change.value;
    else
      Object.defineProperty(parent, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return body;
  });
}

/** Any JSON at all, including objects with `__proto__` keys and duplicate keys written as text. */
const arbitraryJsonText: fc.Arbitrary<string> = fc.oneof(
  junkValue.map(toJson),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'loans', 'annualIncome')),
        junkValue,
      ),
      { maxLength: 8 },
    )
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`),
);

// ---- the check ---------------------------------------------------------------------------------

/** Sends `payload` and checks the answer is sound; returns the status for callers that expect one. */
async function expectSoundAnswer(endpoint: Endpoint, payload: string): Promise<number> {
  requestsSent += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: endpoint.url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const context = `${endpoint.url} ${payload.slice(0, 400)} → ${response.statusCode} ${response.body.slice(0, 400)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  const envelope = response.json();
  if (response.statusCode === 200) {
    successes.set(endpoint.url, (successes.get(endpoint.url) ?? 0) + 1);
    expect(envelopeSchema(endpoint.response).safeParse(envelope).success, context).toBe(true);
    const request = endpoint.request.parse(JSON.parse(payload)) as never;
    expect(envelope.data, context).toEqual(JSON.parse(JSON.stringify(endpoint.engine(request))));
    return response.statusCode;
  }
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(envelope.code, context).toBe(response.statusCode);
  expect(envelope.message, context).toMatch(/[가-힣]/);
  const data = errorDataSchema.parse(envelope.data);
  expect(ERROR_STATUS[data.errorCode], context).toBe(response.statusCode);
  if (data.errorCode === 'VALIDATION_FAILED' && data.fieldErrors !== undefined) {
    expect(data.fieldErrors.length, context).toBeGreaterThan(0);
    for (const fieldError of data.fieldErrors) {
      expect(fieldError.field, context).not.toBe('');
      expect(fieldError.message, context).toMatch(/[가-힣]/);
    }
  }
  return response.statusCode;
}

const RUNS = { anyJson: 220, shaped: 280, nearValid: 320, valid: 100 } as const;

describe.each(ENDPOINTS)('$url 퍼징', (endpoint) => {
  it('아무 JSON 이나 보내도 5xx 없이 오류 봉투로 답해요', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryJsonText, async (text) => {
        await expectSoundAnswer(endpoint, text);
      }),
      { numRuns: RUNS.anyJson },
    );
  });

  it('스키마의 필드 이름에 아무 값이나 넣어도 200 은 엔진과 같고 나머지는 4xx 예요', async () => {
    await fc.assert(
      fc.asyncProperty(shapedBody(endpoint), async (body) => {
        await expectSoundAnswer(endpoint, toJson(body));
      }),
      { numRuns: RUNS.shaped },
    );
  });

  it('올바른 본문에서 필드 하나만 망가뜨려도 5xx 가 없어요', async () => {
    await fc.assert(
      fc.asyncProperty(nearValidBody(endpoint), async (body) => {
        await expectSoundAnswer(endpoint, toJson(body));
      }),
      { numRuns: RUNS.nearValid },
    );
  });

  it('올바른 본문은 엔진과 같은 200 이고, 중간에 잘린 같은 본문은 400 이에요', async () => {
    await fc.assert(
      fc.asyncProperty(
        validBodies[endpoint.name] as fc.Arbitrary<Json>,
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (body, cut) => {
          const text = toJson(body);
          expect(await expectSoundAnswer(endpoint, text)).toBe(200);
          // Any strict prefix of an object's JSON text is not JSON (the empty one is no body at all).
          expect(await expectSoundAnswer(endpoint, text.slice(0, Math.floor((text.length - 1) * cut)))).toBe(400);
        },
      ),
      { numRuns: RUNS.valid },
    );
  });
});

describe('퍼징 규모', () => {
  it('모든 계산기에 수천 건을 보냈어요', () => {
    const perEndpoint = RUNS.anyJson + RUNS.shaped + RUNS.nearValid + 2 * RUNS.valid;
    expect(requestsSent).toBe(ENDPOINTS.length * perEndpoint);
    expect(requestsSent).toBeGreaterThanOrEqual(4000);
    console.log(`calculator fuzz: ${requestsSent} requests; 200s:`, Object.fromEntries(successes));
    for (const endpoint of ENDPOINTS)
      expect(successes.get(endpoint.url) ?? 0, endpoint.url).toBeGreaterThanOrEqual(100);
  });
});
