import type {
  LoanAdviceChanges,
  LoanAdviceReport,
  LoanAdviceSummary,
  LoanProfileRequest,
  PartialLoanProfileRequest,
  PreTermsResponse,
  SimpleRequest,
  SpecificRequest,
  UserInputInfo,
} from '@jipsa/contracts';
import {
  adviseLoan,
  estimatePreTerms,
  isMarketRateStale,
  listSimpleProducts,
  type LoanAdvice,
  type LoanAdviceContext,
  type LoanProfile,
  type MarketRateTable,
  type RecommendedProduct,
  type SimpleProduct,
} from '@jipsa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { LoanAdviceResultRow, UserInputInfoRow } from '../../db/schema/loan-advice.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import type { TransferEvent, Transaction } from '../user/user-lifecycle.ts';
import { marketRatesOn } from '../market-rates/market-rates-on.ts';
import { createLoanAdviceRepository } from './loan-advice.repository.ts';
import { pickedProductOf, reportChanges } from './report-changes.ts';
import { koreaPolicyDate } from '@jipsa/domain';

type Dependencies = {
  db: Database;
  clock: Clock;
  /** The market-rate table in force now (it changes when a feed's values are applied). */
  marketRates: () => MarketRateTable;
  /** Reports (new and specific) a guest may create per rolling 7 days. */
  guestWeeklyReportQuota: number;
  log: FastifyBaseLogger;
};

const QUOTA_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

// The recent-report list is a picker (deposit entry, community attach), not an archive: the newest 100 are
// plenty, and the response stays small for a member with years of reports.
export const RECENT_REPORTS_LIMIT = 100;

const READ_REPORTS_MAX = 1_000;
const READ_REPORTS_TTL_MS = 60_000;
const CHANGES_MAX = 1_000;

// The stored `report` column: the domain's advice as computed; ids and `createdAt` come from the row. Reports
// stored before 2026-11-24 lack the conditions and the staleness flag (issue 13) and the deposit-safety
// verdict (issue 12): it was not computed for them, so it stays null rather than being made up now.
type StoredAdvice = LoanAdvice;
type AdviceBeforeConditions = Omit<
  LoanAdvice,
  'conditions' | 'marketRatesStale' | 'recommendedProducts' | 'jeonseSafety'
> & {
  conditions?: readonly string[];
  jeonseSafety?: LoanAdvice['jeonseSafety'];
  recommendedProducts: readonly (Omit<RecommendedProduct, 'conditions' | 'conditionCodes'> &
    Partial<Pick<RecommendedProduct, 'conditions' | 'conditionCodes'>>)[];
};

/** A stored report in today's shape: what older reports lack is derived (staleness) or was empty (conditions). */
function currentShape(stored: AdviceBeforeConditions): StoredAdvice {
  return {
    ...stored,
    conditions: stored.conditions ?? [],
    jeonseSafety: stored.jeonseSafety ?? null,
    marketRatesStale: isMarketRateStale(stored.marketRateDate, stored.policyDate),
    recommendedProducts: stored.recommendedProducts.map((product) => ({
      ...product,
      conditions: product.conditions ?? [],
      conditionCodes: product.conditionCodes ?? [],
    })),
  };
}

function toReport(row: LoanAdviceResultRow): LoanAdviceReport {
  const advice = currentShape(row.report as AdviceBeforeConditions);
  // The domain's arrays are readonly, the contract's type mutable; the response schema checks the shape.
  return {
    ...advice,
    loanAdviceResultId: row.id,
    userInputInfoId: row.userInputInfoId,
    createdAt: row.createdAt.toISOString(),
  } as LoanAdviceReport;
}

function toUserInputInfo(row: UserInputInfoRow): UserInputInfo {
  return { ...(row.profile as LoanProfile), userInputInfoId: row.id, createdAt: row.createdAt.toISOString() };
}

/** Why the picked product cannot be the chosen one, as the 400's field message. */
function notChosenMessage(advice: LoanAdvice, productCode: string): string {
  const product = advice.recommendedProducts.find((each) => each.loanProductCode === productCode);
  if (!product) return '지금은 안내하지 않는 상품이에요. 다른 상품을 골라주세요.';
  // A 대환 or a purchase loan (ADR 0044) is listed but never the loan for this lease: its condition says why.
  if (product.eligible) {
    return `'${product.loanProductName}' 상품은 이 집의 보증금을 빌리는 대출이 아니라서 고를 수 없어요. ${product.conditions[0] ?? ''}`.trim();
  }
  const reasons = product.notEligibleReasons.join(' ');
  return `입력하신 조건으로는 '${product.loanProductName}' 상품을 받을 수 없어요.${reasons ? ` ${reasons}` : ''}`;
}

/**
 * Loan advice (docs/api.md "Loan advice"): the rules in force on today's date in Seoul and the market-rate row
 * in force then, computed by @jipsa/domain; reports are stored per owner, guests within a weekly quota.
 */
export function createLoanAdviceService({ db, clock, marketRates, guestWeeklyReportQuota, log }: Dependencies) {
  const repository = createLoanAdviceRepository(db);
  // Reports read back, with the owner they were read for: at 50 connections the stored report was the slowest
  // read (parse, reshape, serialise ~10 kB each time; issue 16, ADR 0014).
  const readReports = new LRUCache<string, { userId: string; report: LoanAdviceReport }>({
    max: READ_REPORTS_MAX,
    ttl: READ_REPORTS_TTL_MS,
  });
  // What changed since a report, per report while today's date and today's rate table stay (a feed's refresh makes
  // a new table): reopening a report costs no engine run.
  const changesOf = new LRUCache<
    string,
    { userId: string; table: MarketRateTable; today: string; changes: LoanAdviceChanges }
  >({ max: CHANGES_MAX });

  function contextAt(now: Date): LoanAdviceContext {
    const policyDate = koreaPolicyDate(now);
    const { row, beforeTable } = marketRatesOn(marketRates(), policyDate);
    if (beforeTable) {
      log.warn(
        { policyDate, marketRateDate: row.effectiveFrom },
        'policy date precedes the market-rate table: using its earliest row',
      );
    }
    return { policyDate, marketRates: row };
  }

  /**
   * Stores one report (and, for a new form, its input) in one transaction. A guest's row is locked while
   * their reports of the last 7 days are counted, so parallel requests cannot slip past the quota.
   */
  async function store(
    user: AuthUser,
    advice: LoanAdvice,
    input: { profile: LoanProfile } | { userInputInfoId: string },
    now: Date,
  ): Promise<LoanAdviceReport> {
    const row = await db.transaction(async (tx) => {
      const transactional = createLoanAdviceRepository(tx);
      if (user.role === 'GUEST') {
        await transactional.lockUser(user.id);
        const used = await transactional.countResultsSince(user.id, new Date(now.getTime() - QUOTA_WINDOW_MS));
        if (used >= guestWeeklyReportQuota) throw new AppError('GUEST_QUOTA_EXCEEDED');
      }
      const userInputInfoId =
        'userInputInfoId' in input
          ? input.userInputInfoId
          : (await transactional.insertInputInfo({ userId: user.id, profile: input.profile, createdAt: now })).id;
      return transactional.insertResult({
        userId: user.id,
        userInputInfoId,
        policyDate: advice.policyDate,
        marketRateDate: advice.marketRateDate,
        hasEligibleProduct: advice.hasEligibleProduct,
        loanProductCode: advice.loanProductCode,
        loanProductName: advice.loanProductName,
        expectedLoanRate: advice.expectedLoanRate,
        possibleLoanLimit: advice.possibleLoanLimit,
        report: advice satisfies StoredAdvice,
        createdAt: now,
      });
    });
    return toReport(row);
  }

  return {
    /** Simple mode: every product this deposit can use, best limit first. Nothing stored. */
    simple(request: SimpleRequest): SimpleProduct[] {
      return listSimpleProducts(request, contextAt(clock()));
    },

    /** The live estimate of a half-filled form. Nothing stored. */
    preTerms(partial: PartialLoanProfileRequest): PreTermsResponse {
      // Only the domain's readonly arrays differ from the contract's type; the response schema checks the rest.
      return estimatePreTerms(partial, contextAt(clock())) as PreTermsResponse;
    },

    /** Advises on a filled form and stores form and report. 429 GUEST_QUOTA_EXCEEDED past a guest's quota. */
    async create(user: AuthUser, profile: LoanProfileRequest): Promise<LoanAdviceReport> {
      const now = clock();
      return store(user, adviseLoan(profile, contextAt(now)), { profile }, now);
    },

    /**
     * Re-advises on one of the owner's stored forms with the picked product as the chosen one and stores the
     * new report. `null` when the form is not the user's; 400 on `productCode` when they are not eligible for
     * it (the report would otherwise silently show another product than the one tapped).
     */
    async createSpecific(user: AuthUser, request: SpecificRequest): Promise<LoanAdviceReport | null> {
      const input = await repository.findInputInfo(request.userInputInfoId, user.id);
      if (!input) return null;
      const now = clock();
      const advice = adviseLoan(input.profile as LoanProfile, { ...contextAt(now), productCode: request.productCode });
      if (advice.loanProductCode !== request.productCode) {
        throw AppError.invalidField('productCode', notChosenMessage(advice, request.productCode));
      }
      return store(user, advice, { userInputInfoId: input.id }, now);
    },

    async findReport(user: AuthUser, id: string): Promise<LoanAdviceReport | null> {
      const cached = readReports.get(id);
      // A report never changes; its owner may (a guest's reports move to the member): only the owner seen
      // last time is served from memory, anyone else is checked against the database.
      if (cached?.userId === user.id) return cached.report;
      const row = await repository.findResult(id, user.id);
      if (!row) return null;
      const report = toReport(row);
      readReports.set(id, { userId: row.userId, report });
      return report;
    },

    /**
     * What the report would say if it were made today (issue 28): its stored form by the same engine at its date and
     * today's (report-changes.ts). `null` when the report is not the user's.
     */
    async findChanges(user: AuthUser, id: string): Promise<LoanAdviceChanges | null> {
      const table = marketRates();
      const today = koreanToday(clock);
      const cached = changesOf.get(id);
      if (cached?.userId === user.id && cached.table === table && cached.today === today) return cached.changes;
      const result = await repository.findResult(id, user.id);
      if (!result) return null;
      const input = await repository.findInputInfo(result.userInputInfoId, user.id);
      if (!input) return null;
      const changes = reportChanges({
        profile: input.profile as LoanProfile,
        report: currentShape(result.report as AdviceBeforeConditions),
        table,
        today,
      });
      changesOf.set(id, { userId: result.userId, table, today, changes });
      return changes;
    },

    /**
     * The report made again today from its stored form (the same input row; a picked product stays picked when it
     * still can be, else the recommendation is shown). `null` when the report is not the user's; the guest quota
     * applies as to any new report.
     */
    async renew(user: AuthUser, id: string): Promise<LoanAdviceReport | null> {
      const result = await repository.findResult(id, user.id);
      if (!result) return null;
      const input = await repository.findInputInfo(result.userInputInfoId, user.id);
      if (!input) return null;
      const now = clock();
      const productCode = pickedProductOf(currentShape(result.report as AdviceBeforeConditions));
      const advice = adviseLoan(input.profile as LoanProfile, {
        ...contextAt(now),
        ...(productCode ? { productCode } : {}),
      });
      return store(user, advice, { userInputInfoId: input.id }, now);
    },

    /**
     * The rules and the market-rate row in force at `now` on Korea's calendar, as every report is priced: for the
     * modules that price with the same engine (the renewal planner's next home).
     */
    contextAt,

    /** Whether `id` is one of the user's reports; for the modules that keep something with a report. */
    ownsReport(userId: string, id: string): Promise<boolean> {
      return repository.ownsResult(id, userId);
    },

    /**
     * The person's answers behind one of their reports (the stored form, as the report was made from); `null` when the
     * report is not the user's. For the modules that price something else for the same person (the renewal planner).
     */
    async reportProfile(userId: string, id: string): Promise<LoanProfile | null> {
      const profile = await repository.findProfileOfResult(id, userId);
      return profile === null ? null : (profile as LoanProfile);
    },

    async listReports(user: AuthUser): Promise<LoanAdviceSummary[]> {
      const rows = await repository.listSummaries(user.id, RECENT_REPORTS_LIMIT);
      return rows.map((row) => ({
        loanAdviceResultId: row.id,
        loanProductCode: row.loanProductCode as LoanAdviceSummary['loanProductCode'],
        loanProductName: row.loanProductName,
        expectedLoanRate: row.expectedLoanRate,
        possibleLoanLimit: row.possibleLoanLimit,
        rentalDeposit: row.rentalDeposit,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async findInputInfo(user: AuthUser, id: string): Promise<UserInputInfo | null> {
      const row = await repository.findInputInfo(id, user.id);
      return row ? toUserInputInfo(row) : null;
    },

    /** The user-lifecycle transfer handler: the guest's forms and reports become the member's. Idempotent. */
    transfer(tx: Transaction, { fromUserId, toUserId }: TransferEvent): Promise<number> {
      // The guest's reports are the member's now: the guest is no longer served any from memory here.
      readReports.clear();
      changesOf.clear();
      return createLoanAdviceRepository(tx).moveAll(fromUserId, toUserId);
    },
  };
}

export type LoanAdviceService = ReturnType<typeof createLoanAdviceService>;
