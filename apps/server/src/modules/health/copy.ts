// What /health says when this instance cannot serve (Korean, 해요체).

export const HEALTH_COPY = {
  draining: '이 서버는 곧 멈춰요. 다른 서버가 이어받아요.',
  databaseAway: '데이터베이스에 연결할 수 없어요.',
};
