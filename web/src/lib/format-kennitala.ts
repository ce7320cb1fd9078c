import { formatKennitala as formatKennitalaValue } from '@leiga/domain';

/** 1234567890 -> 123456-7890 (domain's way); nothing for nothing. */
export function formatKennitala(value: string | null | undefined): string {
  return value ? formatKennitalaValue(value) : '';
}
