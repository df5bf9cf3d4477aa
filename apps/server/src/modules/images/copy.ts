// What the image routes say to people (Korean, 해요체).

export const IMAGES_COPY = {
  notFound: '이미지를 찾을 수 없어요.',
};
