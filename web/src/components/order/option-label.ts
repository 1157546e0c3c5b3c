import { orderMessages } from '../../messages';

/** The shop writes 'non' (or nothing) for an option a product does not have; shoppers read 'Không có'. */
export function optionLabel(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'non' ? orderMessages.none : text;
}
