import { ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contracts } from '../db/schema/index.js';
import {
  generatePaymentSchedule,
  loadScheduleIndex,
} from '../modules/payments/schedule-service.js';
import { TablePriceIndex } from '../providers/price-index/table-price-index.js';

/** Every committed, signing, signed or registered demo contract gets its payment schedule. */
export async function seedPaymentSchedules(db: Db): Promise<void> {
  const priceIndex = new TablePriceIndex(db);
  const rows = await db.select().from(contracts).where(ne(contracts.status, 'draft'));
  for (const row of rows)
    await generatePaymentSchedule(db, row, await loadScheduleIndex(priceIndex, row));
}
