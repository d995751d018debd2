/** Display formats the specs fix, shared by every screen that shows the value. */

/** Phones are stored as digits and shown with the mask 000-000-0000 (spec 02 §2, §5). */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length !== 10) return phone ?? '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
