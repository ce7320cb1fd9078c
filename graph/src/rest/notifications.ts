import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  RestConsent,
  RestConsents,
  RestNotification,
  RestNotificationPage,
  RestNotificationSetting,
  RestPushDevice,
} from './notifications-types.js';

export type Paging = { page: number; pageSize: number };
export type PushDeviceBody = { token: string; platform: string; app_version: string };
export type SettingBody = { notification_type: string; method: string; enabled: boolean };

/** /api/users/{id}/notifications/, /api/notifications/*, settings and /api/consents/*. */
export class NotificationsAPI extends LeigaDataSource {
  private consents: Promise<RestConsents> | undefined;

  /** Answers change with every click and consent: never reuse one within a request. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  listNotifications(userId: number, { page, pageSize }: Paging): Promise<RestNotificationPage> {
    return this.get<RestNotificationPage>(`users/${userId}/notifications/`, {
      params: { page: String(page), page_size: String(pageSize) },
    });
  }

  /** One notification, its owner's alone (the api answers 404 to anyone else). */
  getNotification(id: number): Promise<RestNotification> {
    return this.get<RestNotification>(`notifications/${id}/`);
  }

  markClicked(id: number): Promise<RestNotification> {
    return this.patch<RestNotification>(`notifications/${id}/`, { body: { clicked: true } });
  }

  async listSettings(): Promise<RestNotificationSetting[]> {
    return (await this.get<{ results: RestNotificationSetting[] }>('notification-settings/'))
      .results;
  }

  async updateSettings(settings: SettingBody[]): Promise<RestNotificationSetting[]> {
    const reply = await this.patch<{ results: RestNotificationSetting[] }>(
      'notification-settings/',
      { body: { settings } },
    );
    return reply.results;
  }

  /** The viewer's consents, read once per request (the terms flag and the list share it). */
  getConsents(): Promise<RestConsents> {
    this.consents ??= this.get<RestConsents>('consents/');
    return this.consents;
  }

  giveConsent(consentType: string): Promise<RestConsent> {
    this.consents = undefined;
    return this.post<RestConsent>('consents/', { body: { consent_type: consentType } });
  }

  revokeConsent(id: number): Promise<RestConsent> {
    this.consents = undefined;
    return this.post<RestConsent>(`consents/${id}/revoke/`);
  }

  /** The viewer's phones; the api lets only the user themself read or change them. */
  async listPushDevices(userId: number): Promise<RestPushDevice[]> {
    return (await this.get<{ results: RestPushDevice[] }>(`users/${userId}/push-devices/`)).results;
  }

  registerPushDevice(userId: number, body: PushDeviceBody): Promise<RestPushDevice> {
    return this.post<RestPushDevice>(`users/${userId}/push-devices/`, { body });
  }

  async unregisterPushDevice(userId: number, deviceId: number): Promise<void> {
    await this.delete(`users/${userId}/push-devices/${deviceId}/`);
  }
}
