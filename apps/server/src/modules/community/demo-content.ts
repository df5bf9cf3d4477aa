import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { createCommunityRepository } from './community.repository.ts';

const HOUR = 60 * 60 * 1000;

// DEV-provider accounts no login can reach (the dev login keys its accounts by nickname, not by these ids).
const OPERATOR = { providerId: 'jipsa-demo:operator', name: '집사 운영팀' };
const NEIGHBOUR = { providerId: 'jipsa-demo:neighbour', name: '첫 전세 준비하는 집사' };

type DemoPost = {
  title: string;
  content: string;
  hoursAgo: number;
  comments: { by: 'operator' | 'neighbour'; content: string; hoursAgo: number }[];
  likedByNeighbour: boolean;
};

const DEMO_POSTS: DemoPost[] = [
  {
    title: '집사 커뮤니티에 오신 걸 환영해요 👋',
    content: [
      '전월세 대출, 혼자 알아보기 막막하셨죠?',
      '여기서는 내 대출 보고서를 첨부해서 경험을 나누고, 궁금한 점을 편하게 물어볼 수 있어요.',
      '',
      '서로 존중하는 따뜻한 게시판을 함께 만들어 주세요.',
      '주민등록번호나 계좌번호 같은 개인정보는 올리지 말아 주세요!',
    ].join('\n'),
    hoursAgo: 72,
    comments: [{ by: 'neighbour', content: '반가워요! 첫 전세 준비 중인데 많이 배워갈게요.', hoursAgo: 70 }],
    likedByNeighbour: true,
  },
  {
    title: '전세자금대출 준비, 이 순서로 하면 편해요',
    content: [
      '1. 대출 추천에서 내 조건으로 받을 수 있는 상품부터 확인해요.',
      '2. 계약 전에 등기부등본으로 선순위 채권이 있는지 살펴봐요.',
      '3. 계약서를 쓰면 확정일자를 받고, 은행 상담 때 보고서를 보여주면 이야기가 빨라요.',
      '',
      '상품마다 조건은 시기에 따라 달라질 수 있으니 꼭 최신 정보로 확인해 주세요.',
      '준비하면서 헷갈렸던 점이 있다면 댓글로 나눠요 🙂',
    ].join('\n'),
    hoursAgo: 30,
    comments: [
      { by: 'neighbour', content: '등기부등본 확인하는 걸 깜빡할 뻔했어요. 감사해요!', hoursAgo: 26 },
      { by: 'operator', content: '도움이 되었다니 기뻐요. 좋은 집 구하시길 바라요!', hoursAgo: 25 },
    ],
    likedByNeighbour: true,
  },
  {
    title: '전세보증금 반환보증, 알고 가입해요',
    content: [
      '반환보증은 계약이 끝났을 때 집주인이 보증금을 돌려주지 못하면 보증기관이 대신 돌려주는 안전장치예요.',
      'HUG, HF, SGI 상품마다 가입 조건과 보증료가 달라요.',
      '보고서의 일회성 비용 항목에서 예상 보증료를 확인할 수 있어요.',
    ].join('\n'),
    hoursAgo: 5,
    comments: [],
    likedByNeighbour: false,
  },
  {
    title: '월세와 전세, 한 달 비용으로 비교해 봤어요',
    content: [
      '전세대출 이자와 월세를 한 달 기준으로 나란히 놓고 보면 선택이 쉬워져요.',
      '보고서의 전월세 전환 비교에서 내 보증금 기준으로 계산해 볼 수 있어요.',
      '여러분은 어떤 쪽을 고르셨나요?',
    ].join('\n'),
    hoursAgo: 1,
    comments: [],
    likedByNeighbour: false,
  },
];

/**
 * Gives an empty board a few friendly posts (docs/architecture.md: "an empty database gets a little demo
 * content"), written by the DEV account "집사 운영팀" with a neighbour's comments and likes, counters exact.
 * Does nothing when any post exists; an advisory lock keeps two instances starting together from both seeding.
 * Answers whether it seeded.
 *
 * @example
 * await seedDemoContent(app.db, new Date()); // true on an empty board, false afterwards
 */
export async function seedDemoContent(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('jipsa:community-demo-content'))`);
    const community = createCommunityRepository(tx);
    if (await community.hasAnyPost()) return false;

    const users = createUserRepository(tx);
    const demoUser = (account: typeof OPERATOR) =>
      users.upsertByProvider({ provider: 'DEV', role: 'USER', abGroup: 'A', avatarUrl: null, ...account }, now);
    const authors = { operator: await demoUser(OPERATOR), neighbour: await demoUser(NEIGHBOUR) };
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

    for (const post of DEMO_POSTS) {
      const postId = await community.insertPost({
        authorId: authors.operator.id,
        title: post.title,
        content: post.content,
        imageKey: null,
        loanAdviceResultId: null,
        createdAt: ago(post.hoursAgo),
      });
      for (const comment of post.comments) {
        await community.insertComment({
          postId,
          authorId: authors[comment.by].id,
          content: comment.content,
          createdAt: ago(comment.hoursAgo),
        });
      }
      if (post.likedByNeighbour) await community.likePost(authors.neighbour.id, postId, now);
    }
    return true;
  });
}
