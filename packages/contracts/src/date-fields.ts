import { isPolicyDate } from '@jipsa/domain';
import { z } from 'zod';

/** A day on Korea's calendar, `2026-07-01`: when a rule or a rate took effect, the day a report was made. */
export const koreanDayField = z.string().refine(isPolicyDate, { error: '날짜는 2026-07-01 형식이어야 해요.' });

/** A moment with its offset, as the server writes it (`createdDate`, `lastFetchedAt`, …). */
export const instantField = z.iso.datetime({ offset: true });
