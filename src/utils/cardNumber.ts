/** A card number in groups of four digits, as it is printed on a card and typed on a form: 4917 6100 0000 0018. */
export const groupInFours = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
