import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type OperatorsCliIo = {
  /** Opens the database on first use; closed by the caller. */
  database: () => Promise<Database>;
  print(line: string): void;
  printError(line: string): void;
};

// The operator role is the existing ADMIN of `user_role`: nothing else grants or uses it, and a second name for
// the same power would leave two roles to check on every operator route. Only this command changes it.
const USAGE = [
  '사용법: npm run operators -w apps/server -- <명령>',
  '  list                 운영자 목록을 보여줘요.',
  '  grant <회원>         운영자 권한을 줘요.',
  '  revoke <회원>        운영자 권한을 거둬요 (모든 서버에서 바로 적용돼요).',
  '  <회원>은 회원 id(uuid)나 "KAKAO:<카카오 회원번호>"예요. 집사는 이메일을 저장하지 않아요.',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who `who` names: a user id, or `PROVIDER:providerId`. */
function memberWhere(who: string) {
  if (UUID.test(who)) return eq(users.id, who);
  const match = /^(KAKAO|DEV):(.+)$/.exec(who);
  return match ? and(eq(users.provider, match[1] as 'KAKAO' | 'DEV'), eq(users.providerId, match[2]!)) : null;
}

/**
 * `list`, `grant <member>`, `revoke <member>`: the exit code (0 done, 1 refused, 2 usage). A guest cannot be an
 * operator; granting twice or revoking a non-operator says so and changes nothing.
 */
export async function runOperatorsCli(args: readonly string[], io: OperatorsCliIo): Promise<number> {
  const [command, who, ...rest] = args;
  if (command === 'list' && who === undefined) {
    const db = await io.database();
    const rows = await db
      .select({ id: users.id, name: users.name, provider: users.provider })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .orderBy(users.createdAt);
    if (rows.length === 0) io.print('운영자가 없어요.');
    for (const row of rows) io.print(`${row.id}  ${row.name} (${row.provider})`);
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || who === undefined || rest.length > 0) {
    for (const line of USAGE) io.printError(line);
    return 2;
  }
  const where = memberWhere(who);
  if (!where) {
    io.printError(`"${who}"은(는) 회원 id도 "KAKAO:<회원번호>"도 아니에요.`);
    return 2;
  }
  const db = await io.database();
  const [member] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(where)
    .limit(1);
  if (!member) {
    io.printError(`${who} 회원을 찾을 수 없어요.`);
    return 1;
  }
  if (member.role === 'GUEST') {
    io.printError(`${member.name}은(는) 게스트라 운영자가 될 수 없어요.`);
    return 1;
  }
  const role = command === 'grant' ? 'ADMIN' : 'USER';
  if (member.role === role) {
    io.print(command === 'grant' ? `${member.name}은(는) 이미 운영자예요.` : `${member.name}은(는) 운영자가 아니에요.`);
    return 0;
  }
  await db.update(users).set({ role }).where(eq(users.id, member.id));
  io.print(
    command === 'grant'
      ? `${member.name} (${member.id})에게 운영자 권한을 줬어요.`
      : `${member.name} (${member.id})의 운영자 권한을 거뒀어요.`,
  );
  return 0;
}
