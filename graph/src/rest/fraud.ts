import { LeigaDataSource } from './base.js';
import type {
  FraudReviewStatus,
  RestFraudDetection,
  RestFraudDetectionPage,
  RestScamOverview,
} from './fraud-types.js';

const BASE = 'admin/message-fraud-detections/';

/** The back office's review of flagged messages: one instance per request. */
export class FraudAPI extends LeigaDataSource {
  listDetections(
    status: FraudReviewStatus | undefined,
    paging: { page: number; pageSize: number },
  ) {
    const params = new URLSearchParams({
      page: String(paging.page),
      page_size: String(paging.pageSize),
    });
    if (status) params.set('status', status);
    return this.get<RestFraudDetectionPage>(BASE, { params });
  }

  reviewDetection(id: number, status: FraudReviewStatus) {
    return this.patch<RestFraudDetection>(`${BASE}${id}/`, { body: { status } });
  }

  getScamOverview(userId: number) {
    return this.get<RestScamOverview>(`admin/users/${userId}/scam-detection-overview/`);
  }
}
