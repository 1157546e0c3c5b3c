/** Items of an option string such as "Bóng,  Mờ, Kim tuyến," (stray spaces and commas dropped). */
export function optionList(list: string | undefined): string[] {
  return (list ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}
