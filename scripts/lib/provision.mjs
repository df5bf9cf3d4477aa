import { existsSync } from 'node:fs';
import { log, probe, run } from './run.mjs';

// What the test suite needs from the machine, from Debian's packages only (never a browser download).
export const DEFAULT_TEST_DATABASE_URL = 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';

const DEBIAN_PACKAGES = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium'), why: 'end-to-end tests' },
  { name: 'fonts-nanum', present: () => probe('dpkg', ['-s', 'fonts-nanum']).ok, why: 'Hangul in Chromium' },
  { name: 'postgresql', present: () => probe('which', ['pg_ctlcluster']).ok, why: 'the server tests on PostgreSQL 15' },
  { name: 'redis-server', present: () => probe('which', ['redis-server']).ok, why: 'the shared rate-limit tests' },
  { name: 'haproxy', present: () => probe('which', ['haproxy']).ok, why: 'the load balancer of the cluster tests' },
  { name: 'prometheus', present: () => probe('which', ['prometheus']).ok, why: "the cluster tests' scraper" },
];

const isRoot = () => process.getuid?.() === 0;
const asPostgres = (sql) => probe('su', ['postgres', '-c', `psql -qtAc "${sql}"`]);

function stop(lines) {
  for (const line of lines) log(line);
  process.exit(1);
}

async function installPackages() {
  const missing = DEBIAN_PACKAGES.filter((pkg) => !pkg.present());
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  if (!isRoot()) {
    stop([
      `테스트에 필요한 패키지가 없어요: ${missing.map((pkg) => `${pkg.name} (${pkg.why})`).join(', ')}`,
      `설치한 뒤 다시 실행해주세요:  sudo apt-get install -y ${names.join(' ')}`,
    ]);
  }
  log(`Debian 패키지를 설치해요: ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) stop(['apt-get update가 실패했어요.']);
  if ((await run('apt-get', ['install', '-y', '-qq', ...names], { env })) !== 0)
    stop(['apt-get install이 실패했어요.']);
}

const postgresAnswers = (url) => probe('psql', [url, '-qtAc', 'SELECT 1']).ok;

async function startPostgres(databaseUrl) {
  if (postgresAnswers(databaseUrl)) return;
  if (!isRoot()) {
    stop([
      `PostgreSQL에 연결할 수 없어요: ${databaseUrl}`,
      'PostgreSQL 15를 시작하고 (sudo pg_ctlcluster 15 main start) 역할과 데이터베이스를 만들어주세요:',
      '  sudo -u postgres psql -c "CREATE ROLE jipsa LOGIN PASSWORD \'jipsa\' CREATEDB" -c "CREATE DATABASE jipsa OWNER jipsa"',
      '또는 TEST_DATABASE_URL 에 쓸 수 있는 데이터베이스 주소를 주세요.',
    ]);
  }
  log('PostgreSQL 15를 시작하고 테스트 역할과 데이터베이스를 준비해요…');
  if (!probe('pg_ctlcluster', ['15', 'main', 'status']).ok) await run('pg_ctlcluster', ['15', 'main', 'start']);
  for (let attempt = 0; attempt < 30 && !probe('pg_isready', ['-q', '-h', '127.0.0.1']).ok; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!asPostgres("SELECT 1 FROM pg_roles WHERE rolname='jipsa'").stdout.includes('1')) {
    asPostgres("CREATE ROLE jipsa LOGIN PASSWORD 'jipsa' CREATEDB");
  }
  if (!asPostgres("SELECT 1 FROM pg_database WHERE datname='jipsa'").stdout.includes('1')) {
    asPostgres('CREATE DATABASE jipsa OWNER jipsa');
  }
  if (!postgresAnswers(databaseUrl)) stop([`PostgreSQL을 준비했지만 ${databaseUrl} 에 연결되지 않아요.`]);
}

/**
 * Makes this machine ready for `npm test`: Debian's Chromium, fonts-nanum, PostgreSQL 15 and Redis
 * installed (through apt as root; otherwise it stops at once with the command to run), and PostgreSQL
 * started with the test role and database. A no-op, in well under a second, once all is there.
 */
export async function provisionTestMachine(databaseUrl) {
  await installPackages();
  await startPostgres(databaseUrl);
}
