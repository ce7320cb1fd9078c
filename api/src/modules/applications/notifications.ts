import type { AppContext } from '../../context.js';
import { applicationMail, type ApplicationMailKind } from '../messages/application-templates.js';
import { isDeliveryAllowed } from '../notifications/notifications-service.js';
import { findApplicationParties } from './applications-repository.js';

/** Who hears of each change: the landlord of new and withdrawn applications, the tenant of the rest. */
const AUDIENCE: Record<ApplicationMailKind, 'landlord' | 'tenant'> = {
  created: 'landlord',
  cancelled: 'landlord',
  accepted: 'tenant',
  denied: 'tenant',
  undenied: 'tenant',
  other_accepted: 'tenant',
};

async function notify(
  ctx: AppContext,
  kind: ApplicationMailKind,
  applicationId: number,
): Promise<void> {
  const row = await findApplicationParties(ctx.db, applicationId);
  if (!row) return;
  const { tenant, landlord } = row;
  if (!tenant || !landlord) return;
  const to = AUDIENCE[kind] === 'landlord' ? landlord : tenant;
  if (to.deletedAt) return;
  // The landlord's mails are about applications received, the tenant's about decisions on theirs.
  const type = AUDIENCE[kind] === 'landlord' ? 'application_received' : 'application_decided';
  if (!(await isDeliveryAllowed(ctx.db, to.id, type, 'email'))) return;
  const path =
    AUDIENCE[kind] === 'landlord'
      ? `/landlords/rental-applications?application=${applicationId}`
      : `/tenants/rental-applications/${applicationId}`;
  const mail = applicationMail(to.primaryLanguage, kind, {
    title: row.title ?? '',
    tenant: tenant.fullName,
    message: kind === 'denied' ? row.application.denyMessage : null,
    link: `${ctx.config.appUrl}${path}`,
  });
  await ctx.providers.email.send({
    to: to.email,
    subject: mail.subject,
    text: mail.body,
    tags: { purpose: `application_${kind}`, application_id: String(applicationId) },
  });
}

export function registerApplicationNotifications(ctx: AppContext): void {
  const kinds: ApplicationMailKind[] = [
    'created',
    'accepted',
    'denied',
    'undenied',
    'cancelled',
    'other_accepted',
  ];
  for (const kind of kinds) {
    ctx.events.on(`application.${kind}`, (payload) =>
      notify(ctx, kind, Number(payload['applicationId'])),
    );
  }
}
