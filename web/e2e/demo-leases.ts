import type { APIRequestContext } from '@playwright/test';
import { demoCalendar } from '../../api/src/seed/demo-calendar';
import { graphql } from './helpers';

/**
 * The terms of the demo's leases. The seed makes them relative to the day it runs (the stack is
 * seeded as the run starts), so the specs name them through the same calendar, never by year.
 */
export const DEMO_LEASES = demoCalendar();

export type DemoScheduleItem = {
  dueDate: string;
  paidAmount: number;
  claim: { id: string | null };
};

type Contracts = {
  contracts: {
    items: {
      id: string;
      status: string;
      startDate: string | null;
      paymentSchedule: { items: DemoScheduleItem[] } | null;
    }[];
  };
};

/**
 * The demo's lease of Jón with Anna signed on paper (a year that has passed) and its payment
 * schedule, as the landlord reads it.
 */
export async function paperLease(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; items: DemoScheduleItem[] }> {
  const data = await graphql<Contracts>(
    request,
    `
      query {
        contracts(pageSize: 100) {
          items {
            id
            status
            startDate
            paymentSchedule {
              items {
                dueDate
                paidAmount
                claim {
                  id
                }
              }
            }
          }
        }
      }
    `,
    {},
    token,
  );
  const lease = data.contracts.items.find(
    (c) => c.status === 'SIGNED' && c.startDate === DEMO_LEASES.paperLease.start,
  );
  if (!lease?.paymentSchedule)
    throw new Error(`No signed demo lease from ${DEMO_LEASES.paperLease.start} with a schedule`);
  return { id: lease.id, items: lease.paymentSchedule.items };
}
