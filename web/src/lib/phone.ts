/** The phone mask 000-000-0000 (spec 02 §5, spec 03 §5, §9): at most ten digits, dashes after the third and sixth. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}
