import type { Post } from '@jipsa/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { loanAdviceResults, userInputInfos } from '../../db/schema/loan-advice.ts';
import { users } from '../../db/schema/users.ts';

// Test helpers of the community module: multipart bodies, members in bulk, images, loan reports.

export type Upload = { bytes: Uint8Array; filename?: string; type?: string };
export type FormFields = Record<string, string>;

/** A multipart/form-data body as a browser's FormData would send it, for `app.inject`. */
export async function multipartBody(fields: FormFields, image?: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) {
    form.append(
      'imageFile',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/jpeg' }),
      image.filename ?? 'photo.jpg',
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** `POST /api/v1/post` or `PUT /api/v1/post/{id}` as multipart. */
export async function sendPostForm(
  app: FastifyInstance,
  request: { method: 'POST' | 'PUT'; url: string; token?: string },
  fields: FormFields,
  image?: Upload,
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, image);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...body.headers, ...(request.token ? { accesstoken: request.token } : {}) },
    payload: body.payload,
  });
}

/** Writes a post through the API and answers it (fails the test on anything but 200). */
export async function writePost(
  app: FastifyInstance,
  token: string,
  fields: FormFields,
  image?: Upload,
): Promise<Post> {
  const response = await sendPostForm(app, { method: 'POST', url: '/api/v1/post', token }, fields, image);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** JSON calls with the `AccessToken` header. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/**
 * `count` members straight in the database with signed access tokens: the dev login costs three requests
 * each, too slow for hundreds; the token is verified by the real auth plugin all the same.
 */
export async function manyMembers(app: FastifyInstance, count: number, prefix = '회원') {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        provider: 'DEV' as const,
        providerId: `${prefix}-${index}-${Math.random().toString(36).slice(2)}`,
        name: `${prefix}${index}`,
        avatarUrl: null,
        role: 'USER' as const,
        abGroup: 'A' as const,
      })),
    )
    .returning({ id: users.id, name: users.name });
  return Promise.all(
    rows.map(async (row) => ({ ...row, token: await app.accessTokens.sign({ userId: row.id, role: 'USER' }) })),
  );
}

/** One member straight in the database, like `manyMembers`. */
export async function oneMember(app: FastifyInstance, name: string) {
  const [member] = await manyMembers(app, 1, name);
  if (!member) throw new Error('no member was created');
  return member;
}

/** A stored loan advice result of `userId` with the summary an attached report shows. */
export async function insertLoanAdviceResult(db: Database, userId: string): Promise<string> {
  const [input] = await db.insert(userInputInfos).values({ userId, profile: {} }).returning({ id: userInputInfos.id });
  if (!input) throw new Error('no user input row');
  const [result] = await db
    .insert(loanAdviceResults)
    .values({
      userId,
      userInputInfoId: input.id,
      policyDate: '2026-11-01',
      marketRateDate: '2026-11-01',
      hasEligibleProduct: true,
      loanProductCode: 'HF-YOUTH-JEONSE',
      loanProductName: '청년 전용 버팀목전세자금',
      expectedLoanRate: 2.35,
      possibleLoanLimit: 150_000_000,
      report: {},
    })
    .returning({ id: loanAdviceResults.id });
  if (!result) throw new Error('no loan advice result row');
  return result.id;
}

/** A JPEG photo; `exif` adds EXIF (e.g. GPS) the way a phone camera writes it. */
export function jpegPhoto(
  width: number,
  height: number,
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 170, b: 210 } } }).jpeg({
    quality: 80,
  });
  return (exif ? image.withExif(exif) : image).toBuffer();
}

/** GPS tags as a phone writes them (서울시청 근처). */
export const SEOUL_GPS_EXIF = {
  IFD0: { Make: 'JipsaPhone', Model: 'Test 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '37/1 33/1 4012/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '126/1 58/1 4617/100',
  },
};

/** Fetches a served image (`imageUrl`) and answers its bytes and headers. */
export async function fetchImage(app: FastifyInstance, imageUrl: string) {
  const response = await app.inject({ method: 'GET', url: imageUrl });
  return { response, bytes: response.rawPayload };
}
