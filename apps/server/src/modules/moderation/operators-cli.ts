import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trustedMembers } from '../../db/schema/moderation.ts';
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
  '  trusted              신뢰 회원 목록을 보여줘요.',
  '  trust <회원>         신뢰 회원으로 지정해요. 가입한 지 얼마 안 됐어도 신고가 숨김 기준에 들어가요.',
  '  untrust <회원>       신뢰 회원 지정을 풀어요.',
  '  <회원>은 회원 id(uuid)나 "KAKAO:<카카오 회원번호>"예요. 집사는 이메일을 저장하지 않아요.',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who `who` names: a user id, or `PROVIDER:providerId`. */
function memberWhere(who: string) {
  if (UUID.test(who)) return eq(users.id, who);
  const match = /^(KAKAO|DEV):(.+)$/.exec(who);
  return match ? and(eq(users.provider, match[1] as 'KAKAO' | 'DEV'), eq(users.providerId, match[2]!)) : null;
}

type Member = { id: string; name: string; role: 'GUEST' | 'USER' | 'ADMIN' };

/**
 * `list`, `grant <member>`, `revoke <member>`, and for reports with standing (ADR 0038) `trusted`, `trust <member>`,
 * `untrust <member>`: the exit code (0 done, 1 refused, 2 usage). A guest can be neither; granting twice or revoking
 * what is not there says so and changes nothing.
 */
export async function runOperatorsCli(args: readonly string[], io: OperatorsCliIo): Promise<number> {
  const [command, who, ...rest] = args;
  if ((command === 'list' || command === 'trusted') && who === undefined) {
    const db = await io.database();
    const rows = command === 'list' ? await operators(db) : await trusted(db);
    if (rows.length === 0) io.print(command === 'list' ? '운영자가 없어요.' : '신뢰 회원이 없어요.');
    for (const row of rows) io.print(`${row.id}  ${row.name} (${row.provider})`);
    return 0;
  }
  if (!isMemberCommand(command) || who === undefined || rest.length > 0) {
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
    io.printError(
      command === 'grant' || command === 'revoke'
        ? `${member.name}은(는) 게스트라 운영자가 될 수 없어요.`
        : `${member.name}은(는) 게스트라 신뢰 회원이 될 수 없어요.`,
    );
    return 1;
  }
  io.print(await (command === 'grant' || command === 'revoke' ? setRole : setTrust)(db, member, command));
  return 0;
}

const MEMBER_COMMANDS = ['grant', 'revoke', 'trust', 'untrust'] as const;
type MemberCommand = (typeof MEMBER_COMMANDS)[number];
const isMemberCommand = (command: string | undefined): command is MemberCommand =>
  MEMBER_COMMANDS.includes(command as MemberCommand);

const operators = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, provider: users.provider })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(users.createdAt);

const trusted = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, provider: users.provider })
    .from(trustedMembers)
    .innerJoin(users, eq(users.id, trustedMembers.userId))
    .orderBy(trustedMembers.createdAt);

/** `grant` or `revoke`: what was done, or that nothing needed doing. */
async function setRole(db: Database, member: Member, command: MemberCommand): Promise<string> {
  const role = command === 'grant' ? 'ADMIN' : 'USER';
  if (member.role === role)
    return command === 'grant' ? `${member.name}은(는) 이미 운영자예요.` : `${member.name}은(는) 운영자가 아니에요.`;
  await db.update(users).set({ role }).where(eq(users.id, member.id));
  return command === 'grant'
    ? `${member.name} (${member.id})에게 운영자 권한을 줬어요.`
    : `${member.name} (${member.id})의 운영자 권한을 거뒀어요.`;
}

/** `trust` or `untrust`: what was done, or that nothing needed doing. */
async function setTrust(db: Database, member: Member, command: MemberCommand): Promise<string> {
  if (command === 'trust') {
    const added = await db
      .insert(trustedMembers)
      .values({ userId: member.id })
      .onConflictDoNothing()
      .returning({ id: trustedMembers.userId });
    return added.length > 0
      ? `${member.name} (${member.id})을(를) 신뢰 회원으로 지정했어요.`
      : `${member.name}은(는) 이미 신뢰 회원이에요.`;
  }
  const removed = await db
    .delete(trustedMembers)
    .where(eq(trustedMembers.userId, member.id))
    .returning({ id: trustedMembers.userId });
  return removed.length > 0
    ? `${member.name} (${member.id})의 신뢰 회원 지정을 풀었어요.`
    : `${member.name}은(는) 신뢰 회원이 아니에요.`;
}
