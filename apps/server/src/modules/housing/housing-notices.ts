/** The Korean notices shown above an answer that did not come (entirely) from the official source. */
export const HOUSING_NOTICES = {
  addressServiceUnavailable: '주소 검색 서비스가 원활하지 않아 동네 단위로 찾았어요.',
  addressKeywordRejected: '도로명주소로 찾기 어려운 검색어라 동네 단위로 찾았어요.',
  addressNotFound: '정확한 주소를 찾지 못해 동네 단위로 찾았어요.',
  housingServiceUnavailable: '건물 정보 서비스가 원활하지 않아 일반적인 면적으로 보여드려요.',
  housingWithoutBuilding: '건물을 고르지 않아 일반적인 면적으로 보여드려요.',
  housingNotFound: '건물 정보를 찾지 못해 일반적인 면적으로 보여드려요.',
  rentsUnavailable: '최근 전월세 거래 정보를 불러오지 못했어요.',
} as const;
