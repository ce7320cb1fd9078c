import { GraphQLError } from 'graphql';
import type {
  MutationResolvers,
  PushDeviceResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { PushPlatform as PushPlatformEnum } from '../../rest/notifications-types.js';
import { toRestId } from '../ids.js';
import { withFieldPaths } from '../listings/inputs.js';
import { getViewerId } from './query.js';

/** The phones the mobile app registers for push; always the viewer's own. */
export const PushPlatform = PushPlatformEnum;

export const PushDevice: PushDeviceResolvers = {
  appVersion: (d) => d.app_version,
  tokenSuffix: (d) => d.token_suffix,
  createdAt: (d) => d.created_at,
  lastSeenAt: (d) => d.last_seen_at,
};

export const PushDevicesQuery: Pick<QueryResolvers, 'myPushDevices'> = {
  myPushDevices: async (_root, _args, context) =>
    context.dataSources.notifications.listPushDevices(await getViewerId(context)),
};

export const PushDevicesMutation: Pick<
  MutationResolvers,
  'registerPushDevice' | 'unregisterPushDevice'
> = {
  registerPushDevice: async (_root, { input }, context) =>
    withFieldPaths(
      context.dataSources.notifications.registerPushDevice(await getViewerId(context), {
        token: input.token,
        platform: input.platform,
        app_version: input.appVersion,
      }),
      (path) => `input.${path}`,
    ),

  unregisterPushDevice: async (_root, { input }, context) => {
    const userId = await getViewerId(context);
    const id = toRestId(input.id);
    const devices = await context.dataSources.notifications.listPushDevices(userId);
    const device = devices.find((d) => d.id === id);
    if (!device)
      throw new GraphQLError('No such device.', {
        extensions: { code: 'NOT_FOUND', reason: 'not_found' },
      });
    await context.dataSources.notifications.unregisterPushDevice(userId, id);
    return device;
  },
};
