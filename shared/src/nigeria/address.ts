/**
 * An address as one line, "12 Adeniran Ogunsanya St, Surulere, Lagos": the LGA and the state are
 * added unless the address already has them as parts of its own (people often type "…, Surulere"),
 * so nothing is said twice.
 */
export function addressLine(place: { address: string; lga: string; state: string }): string {
  const parts = place.address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const said = (name: string) =>
    parts.some((part) => part.replace(/\.$/, '').toLowerCase() === name.toLowerCase());
  return [...parts, ...[place.lga, place.state].filter((name) => !said(name))].join(', ');
}
