import { SimTransaction } from '../../../../../domain/routing/evaluation';
import { jsonPath, type FieldError } from './flat-transaction';

export type PasteResult = { ok: true; transaction: SimTransaction } | { ok: false; errors: FieldError[] };

/** Pasted JSON must be one SimTransaction; errors name the JSON field as the user wrote it. */
export const parsePastedTransaction = (text: string): PasteResult => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ field: 'JSON', message: (error as Error).message }] };
  }
  const parsed = SimTransaction.safeParse(data);
  if (parsed.success) return { ok: true, transaction: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => ({ field: jsonPath(i.path), message: i.message })) };
};
