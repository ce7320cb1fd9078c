import type { RestMobileAppVersion } from '@leiga/api/contract';
import { LeigaDataSource } from './base.js';

const toVersion = (v: RestMobileAppVersion) => ({
  platform: v.platform === 'ios' ? ('IOS' as const) : ('ANDROID' as const),
  currentVersion: v.current_version,
  minimumVersion: v.minimum_version,
  updatedAt: v.updated_at,
});

/** The mobile app's versions over REST: one instance per request. */
export class MobileAppVersionsAPI extends LeigaDataSource {
  async list() {
    const answer = await this.get<{ results: RestMobileAppVersion[] }>('mobile-app-versions/');
    return answer.results.map(toVersion);
  }

  async set(
    platform: 'ios' | 'android',
    body: { current_version: string; minimum_version: string },
  ) {
    return toVersion(
      await this.put<RestMobileAppVersion>(`admin/mobile-app-versions/${platform}/`, { body }),
    );
  }
}
