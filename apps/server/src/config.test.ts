import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jipsa-config-'));
const SECRET = 'a-production-secret-that-is-long-enough';
const PRODUCTION_BASICS = { JWT_SECRET: SECRET, PUBLIC_URL: 'https://jipsa.example' };

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const behaviour = (config: AppConfig) => ({
  mode: config.env,
  devLogin: config.devLoginEnabled,
  demoSeed: config.seedDemoContent,
  apiDocs: config.apiDocsEnabled,
});

const DEVELOPMENT = { mode: 'development', devLogin: true, demoSeed: true, apiDocs: true };
const PRODUCTION = { mode: 'production', devLogin: false, demoSeed: false, apiDocs: false };

describe('실행 모드: 개발 편의 기능은 누가 봐도 로컬 체험일 때만 켜져요', () => {
  it.each<[string, Record<string, string>, typeof DEVELOPMENT]>([
    ['아무것도 설정하지 않으면 (npm start 그대로) 로컬 체험', {}, DEVELOPMENT],
    [
      'NODE_ENV=development 를 직접 주면 DATABASE_URL 이 있어도 개발',
      { NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db/jipsa' },
      DEVELOPMENT,
    ],
    ['HOST=localhost 는 여전히 로컬 체험', { HOST: 'localhost' }, DEVELOPMENT],
    ['NODE_ENV=production', { NODE_ENV: 'production', ...PRODUCTION_BASICS }, PRODUCTION],
    [
      'NODE_ENV 없이 DATABASE_URL 만 주면 운영',
      { DATABASE_URL: 'postgres://u:p@db/jipsa', ...PRODUCTION_BASICS },
      PRODUCTION,
    ],
    [
      'NODE_ENV 없이 STORAGE=s3 면 운영',
      {
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        ...PRODUCTION_BASICS,
      },
      PRODUCTION,
    ],
    ['NODE_ENV 없이 REDIS_URL 이면 운영', { REDIS_URL: 'redis://127.0.0.1:6379', ...PRODUCTION_BASICS }, PRODUCTION],
    [
      'NODE_ENV 없이 카카오 키가 있으면 운영',
      { KAKAO_CLIENT_ID: 'id', KAKAO_CLIENT_SECRET: 's', ...PRODUCTION_BASICS },
      PRODUCTION,
    ],
    ['NODE_ENV 없이 루프백이 아닌 HOST 면 운영', { HOST: '0.0.0.0', ...PRODUCTION_BASICS }, PRODUCTION],
  ])('%s', (_title, env, expected) => {
    expect(behaviour(load(env))).toEqual(expected);
  });

  it('설정이 없으면 127.0.0.1 에만 열려요', () => {
    expect(load({}).host).toBe('127.0.0.1');
  });

  it('개발 모드라도 루프백이 아닌 주소에 열면 개발용 로그인은 DEV_LOGIN=1 로 일부러 켜야 해요', () => {
    expect(load({ NODE_ENV: 'development', HOST: '0.0.0.0' }).devLoginEnabled).toBe(false);
    expect(load({ NODE_ENV: 'development', HOST: '0.0.0.0', DEV_LOGIN: '1' }).devLoginEnabled).toBe(true);
  });

  it('명시적인 설정은 모드의 기본값보다 앞서요', () => {
    const config = load({ NODE_ENV: 'production', ...PRODUCTION_BASICS, SEED_DEMO_CONTENT: 'yes', API_DOCS: 'on' });
    expect(behaviour(config)).toEqual({ mode: 'production', devLogin: false, demoSeed: true, apiDocs: true });
  });

  it('모드와 그 이유를 설정에 남겨요', () => {
    expect(load({ DATABASE_URL: 'postgres://u:p@db/jipsa', HOST: '0.0.0.0', ...PRODUCTION_BASICS }).envReason).toBe(
      'NODE_ENV unset, configured: DATABASE_URL, HOST=0.0.0.0',
    );
    expect(load({}).envReason).toBe('nothing configured (local trial)');
    expect(load({ NODE_ENV: 'test' }).envReason).toBe('NODE_ENV=test');
  });
});

describe('운영 모드에서 꼭 필요한 설정', () => {
  it('NODE_ENV 없이 DATABASE_URL 만 주면 JWT_SECRET 과 PUBLIC_URL 이 없다고 모두 알려줘요', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u:p@db/jipsa' });
    expect(problems).toEqual([
      'JWT_SECRET: required in production (NODE_ENV unset, configured: DATABASE_URL)',
      'PUBLIC_URL: required in production (NODE_ENV unset, configured: DATABASE_URL)',
    ]);
  });

  it('카카오 아이디만 있고 시크릿이 없으면 알려줘요', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_BASICS, KAKAO_CLIENT_ID: 'id' })).toEqual([
      'KAKAO_CLIENT_SECRET: required with KAKAO_CLIENT_ID in production',
    ]);
  });

  it('내장 데이터베이스를 쓰는 운영 서버의 DATA_DIR 이 없으면 스택 대신 설정 오류로 알려줘요', () => {
    const missing = path.join(dataDir, 'not-mounted');
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_BASICS, DATA_DIR: missing })).toEqual([
      `DATA_DIR: ${missing} does not exist; create it (the embedded database and uploads live there) or set DATABASE_URL and STORAGE=s3`,
    ]);
  });

  it('로컬 체험은 JWT_SECRET 이 없으면 DATA_DIR 에 만들어 두고 다음에도 같은 것을 써요', () => {
    const trialDir = mkdtempSync(path.join(os.tmpdir(), 'jipsa-trial-'));
    const first = loadConfig({ DATA_DIR: trialDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: trialDir }).jwtSecret).toBe(first);
  });
});
