import type { CreateReportRequest, ReportReceipt } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/** `POST /api/v1/reports`: 409 ALREADY_REPORTED when this member reported the item before. */
export function createReport(request: CreateReportRequest): Promise<ReportReceipt> {
  return api.post('/api/v1/reports', request, {
    auth: true,
    schema: () => import('@jipsa/contracts/moderation').then((contract) => contract.reportReceiptSchema),
  });
}
