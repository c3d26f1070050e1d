/** The contract's format message speaks of the wire format (AAAA-MM-DD); the field is typed dd/mm/aaaa. */
const WIRE_FORMAT = /AAAA-MM-DD/;

/**
 * The birth-date error as the form shows it: empty → "informe a data de nascimento", a date typed
 * incompletely or otherwise malformed → the format the field shows (dd/mm/aaaa).
 */
export function birthDateError(message: string | undefined, value: string | undefined) {
  if (!message || !WIRE_FORMAT.test(message)) return message;
  return value ? 'data no formato dd/mm/aaaa' : 'informe a data de nascimento';
}
