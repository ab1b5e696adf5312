import { and, eq } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { bizRegion } from '../../../db/schema/index.ts';
import { sellerRolesOf } from '../../system/user/index.ts';

/**
 * Checks the target of a price or fee row: the region must exist and `userId` (when given) must be a
 * seller account. Answers the region name for messages.
 */
export async function checkPriceTarget(ex: Executor, regionId: number, userId: number | null | undefined): Promise<void> {
  const [region] = await ex
    .select({ id: bizRegion.regionId })
    .from(bizRegion)
    .where(and(eq(bizRegion.regionId, regionId)));
  if (!region) throw fail('region.missing');
  if (userId && (await sellerRolesOf(ex, userId)).length === 0) throw fail('price.sellerInvalid');
}
