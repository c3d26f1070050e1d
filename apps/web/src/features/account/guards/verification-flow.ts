/**
 * Set by /verify-email when the PIN was accepted: the guard of /verify-email then sends the user to
 * /onboard-success instead of home (the verified-user rule of seed 000 section 6 is for later visits).
 */
let justVerified = false;

export function markJustVerified() {
  justVerified = true;
}

export function takeJustVerified() {
  const was = justVerified;
  justVerified = false;
  return was;
}
