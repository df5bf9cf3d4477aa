import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerQueries, serverQueriesScript } from './server-queries.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function serve(html: string) {
  document.body.innerHTML = `<div id="root"></div>${html}`;
}

describe('서버가 그린 화면의 데이터', () => {
  it('글 제목에 </script> 가 있어도 요소가 닫히지 않고 그대로 돌아와요', () => {
    const queryClient = new QueryClient();
    const title = '전세 후기 </script><script>alert(1)</script>';
    queryClient.setQueryData(['posts'], { title });
    serve(serverQueriesScript(dehydrate(queryClient)));

    expect(document.querySelectorAll('script')).toHaveLength(1);
    const state = readServerQueries({ isMember: false });
    expect(state?.queries[0]?.state.data).toEqual({ title });
  });

  it('서버가 보낸 데이터는 받은 때 불러온 것으로 쳐요 (그린 지 오래된 HTML 이어도 다시 묻지 않아요)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts'], [], { updatedAt: 1_000 });
    serve(serverQueriesScript(dehydrate(queryClient)));

    const state = readServerQueries({ now: 5_000_000, isMember: false, fromServiceWorker: false });
    expect(state?.queries[0]?.state.dataUpdatedAt).toBe(5_000_000);
  });

  it('서비스 워커가 들고 있던 화면의 데이터는 바로 보여주되 오래된 것으로 쳐서 다시 물어요 (issue 32)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts'], ['전세 후기']);
    serve(serverQueriesScript(dehydrate(queryClient)));

    const state = readServerQueries({ now: 5_000_000, isMember: false, fromServiceWorker: true });
    expect(state?.queries[0]?.state.data).toEqual(['전세 후기']);
    expect(state?.queries[0]?.state.dataUpdatedAt).toBe(0);
  });

  it('회원은 방문자에게 그린 데이터로 시작하지 않아요: 좋아요·차단이 그 사람 것이 아니에요 (issue 33)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts'], ['차단한 사람의 글']);
    serve(serverQueriesScript(dehydrate(queryClient)));

    expect(readServerQueries({ isMember: true, fromServiceWorker: true })).toBeNull();
    expect(readServerQueries({ isMember: false, fromServiceWorker: true })).not.toBeNull();
  });

  it('빌드한 화면(데이터 없음)이나 깨진 데이터면 null 이에요', () => {
    serve('');
    expect(readServerQueries({ isMember: false })).toBeNull();
    serve('<script type="application/json" id="jipsa-queries">{"queries": [</script>');
    expect(readServerQueries({ isMember: false })).toBeNull();
  });
});
