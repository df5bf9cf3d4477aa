import { z } from 'zod';
import { REGISTRY_FLAGS } from './enum-values.ts';

// POST /api/v1/jeonseSafety/registry (issue 30): what a 등기사항전부증명서 PDF says, read in memory and never stored.
// How the layout is read and why 말소 is decided by the registry's own 말소 entries: ADR 0030.

export { REGISTRY_FILE_FIELD, REGISTRY_PDF_MAX_BYTES } from './registry-file.ts';

export const registryFlagSchema = z.enum(REGISTRY_FLAGS);

const won = z.number().int().min(0);
const isoDate = z.iso.date();

/**
 * One registration of 갑구 or 을구 other than ownership itself (owners are `owners`) and other than the 말소 and 부기 변경
 * entries, which are read into the registrations they cancel or change.
 */
export const registryEntrySchema = z.object({
  section: z.enum(['GAP', 'EUL']),
  /** 순위번호 as printed: `"3"`, or `"2-1"` for a 부기등기. Two registrations may share one (소유권이전 and 신탁). */
  rank: z.string(),
  /** 등기목적 as printed, e.g. `"근저당권설정"`, `"가압류"`, `"주택임차권"`. */
  purpose: z.string(),
  /** 접수 date. */
  receivedDate: isoDate.nullable(),
  /** 채권최고액, 전세금, 임차보증금 or 청구금액 in 원, as changed by a later 부기 변경. */
  amount: won.nullable(),
  /** 근저당권자, 전세권자, 임차권자, 채권자, 권리자 or 수탁자 as printed. */
  holder: z.string().nullable(),
  /** False once the registry records its 말소 ("3번근저당권설정등기말소"). */
  live: z.boolean(),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registryReadingSchema = z.object({
  /** 소재지번 of the 표제부 (지번 address), without the building name. */
  address: z.string().nullable(),
  /** 건물명칭 and, for a 집합건물, the unit (`"역삼빌라 제3층 제301호"`). */
  buildingName: z.string().nullable(),
  /** 전유부분 area in ㎡ (집합건물 only). */
  exclusiveArea: z.number().min(0).nullable(),
  /** The use the 표제부 gives (`"다세대주택"`, `"제2종근린생활시설"`). */
  use: z.string().nullable(),
  /** The current owners (for a live 신탁, the trust company). */
  owners: z.array(z.string()),
  /** 접수 date of the registration that made the current owners owners (소유권이전, or 소유권보존 if never sold). */
  lastOwnershipTransferDate: isoDate.nullable(),
  entries: z.array(registryEntrySchema),
  /** Sum of the live 근저당 채권최고액 and 전세금: the prior claims the registry shows. */
  liveClaimsTotal: won,
  flags: z.array(registryFlagSchema),
});
export type RegistryReading = z.infer<typeof registryReadingSchema>;
