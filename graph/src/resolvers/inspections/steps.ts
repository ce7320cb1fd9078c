import type {
  InspectionReportResolvers,
  MutationResolvers,
} from '../../__generated__/resolvers-types.js';
import type {
  RestInspectionComment,
  RestKeyTransaction,
  RestMeterReading,
} from '../../rest/inspection-steps.js';
import { toRestId } from '../ids.js';

const keyView = (k: RestKeyTransaction) => ({
  id: String(k.id),
  keyType: k.key_type,
  count: k.count,
  recipient: k.recipient,
  recipientName: k.recipient_name,
});
const meterView = (m: RestMeterReading) => ({
  id: String(m.id),
  utility: m.utility,
  meterNumber: m.meter_number,
  value: m.value,
  previousValue: m.previous_value,
});
const commentView = (c: RestInspectionComment) => ({
  id: String(c.id),
  authorName: c.author_name,
  text: c.text,
  createdAt: c.created_at,
});

/** The report's keys, meters, step checks and comments: one REST read each, when asked for. */
export const InspectionStepsReport: Pick<
  InspectionReportResolvers,
  'keyTransactions' | 'meterReadings' | 'stepChecks' | 'comments'
> = {
  keyTransactions: async (r, _args, { dataSources }) =>
    (await dataSources.inspectionSteps.keys(r.id)).results.map(keyView),
  meterReadings: async (r, _args, { dataSources }) =>
    (await dataSources.inspectionSteps.meters(r.id)).results.map(meterView),
  stepChecks: async (r, _args, { dataSources }) =>
    (await dataSources.inspectionSteps.steps(r.id)).results,
  comments: async (r, { page }, { dataSources }) => {
    const answer = await dataSources.inspectionSteps.comments(r.id, Math.max(1, page ?? 1));
    return {
      count: answer.count,
      hasNextPage: answer.next !== null,
      items: answer.results.map(commentView),
    };
  },
};

type StepMutations = Pick<
  MutationResolvers,
  | 'addInspectionKeys'
  | 'removeInspectionKeys'
  | 'readInspectionMeter'
  | 'addInspectionMeter'
  | 'syncInspectionMeters'
  | 'addInspectionComment'
>;

/** Each change is one REST call; the report is then answered with the step's new list. */
export const InspectionStepsMutation: StepMutations = {
  addInspectionKeys: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.addKeys(id, {
      key_type: input.keyType,
      count: input.count,
      recipient: input.recipient,
      recipient_name: input.recipientName,
    });
    return dataSources.inspections.report(id);
  },
  removeInspectionKeys: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.removeKeys(
      id,
      toRestId(input.keyTransactionId, 'keyTransactionId'),
    );
    return dataSources.inspections.report(id);
  },
  readInspectionMeter: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.readMeter(
      id,
      toRestId(input.meterId, 'meterId'),
      input.value ?? null,
    );
    return dataSources.inspections.report(id);
  },
  addInspectionMeter: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.addMeter(id, {
      utility: input.utility,
      meter_number: input.meterNumber,
      value: input.value ?? null,
    });
    return dataSources.inspections.report(id);
  },
  syncInspectionMeters: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.syncMeters(id);
    return dataSources.inspections.report(id);
  },
  addInspectionComment: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.addComment(id, input.text);
    return dataSources.inspections.report(id);
  },
};

/** Enum resolvers: the REST value of each GraphQL enum value. */
export { InspectionKeyRecipient, InspectionKeyType } from '../../rest/inspection-steps-types.js';
