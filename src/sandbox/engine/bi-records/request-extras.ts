import { z } from 'zod';
import type { BiRecord } from '@domain/bi/record';

/**
 * What a record keeps of a request that the transaction row does not: its `description` and, when a
 * request carries them (none of today's callers do; the contract's loose body keeps unknown members),
 * its `items`. Items that do not have the record's shape are left out rather than refusing a payment
 * over analytics.
 */
const Item = z.object({
  identification: z.string().optional(),
  name: z.string().optional(),
  price: z.union([z.number(), z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/).transform(Number)]).pipe(z.number().finite()).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  quantity: z.number().int().min(0).max(2_147_483_647).optional(),
  description: z.string().optional(),
});
const Items = z.array(Item).max(1000);

export interface RequestExtras {
  description?: string;
  items?: NonNullable<BiRecord['items']>;
}

export const requestExtrasOf = (request: Record<string, unknown>): RequestExtras => {
  const items = request.items === undefined ? undefined : Items.safeParse(request.items);
  return {
    ...(typeof request.description === 'string' && request.description !== '' ? { description: request.description } : {}),
    ...(items?.success ? { items: items.data } : {}),
  };
};
